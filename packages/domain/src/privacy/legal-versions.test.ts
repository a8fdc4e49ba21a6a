import { describe, expect, it } from 'vitest';
import { LEGAL_TEXT_VERSIONS, currentLegalVersions, consentsToRenew } from './legal-versions.js';

const current = { terms: '2022-02-03', privacyPolicy: '2023-08-31' };

describe('legal text versions', () => {
  it('are the dates of seed 000 §9', () => {
    expect(LEGAL_TEXT_VERSIONS).toEqual(current);
    expect(currentLegalVersions('demo')).toEqual(current);
  });

  it('does not ask a user without any consent record (accounts from before consent records, or the seed)', () => {
    expect(consentsToRenew([], current)).toEqual([]);
  });

  it('asks for a text never accepted by a user who accepted the other', () => {
    expect(consentsToRenew([{ document: 'terms', version: '2022-02-03' }], current)).toEqual([
      'privacyPolicy',
    ]);
  });

  it('asks again only for the text whose accepted version is older', () => {
    const records = [
      { document: 'terms' as const, version: '2022-02-03' },
      { document: 'privacyPolicy' as const, version: '2021-01-01' },
    ];
    expect(consentsToRenew(records, current)).toEqual(['privacyPolicy']);
  });

  it('counts the latest acceptance, whatever the order, and a newer version as accepted', () => {
    const records = [
      { document: 'privacyPolicy' as const, version: '2023-08-31' },
      { document: 'privacyPolicy' as const, version: '2020-01-01' },
      { document: 'terms' as const, version: '2030-01-01' },
    ];
    expect(consentsToRenew(records, current)).toEqual([]);
  });
});
