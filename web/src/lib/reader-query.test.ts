import { FALLBACK_LANGUAGE } from '@portal/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { currentReaderParams, readerParamsOf } from './reader-query';

describe('readerParamsOf', () => {
  it('names the language and a complete stored profile', () => {
    expect(readerParamsOf('de', { type: 'retail', country: 'CH' })).toEqual({
      lang: 'de',
      investor_profile: 'retail',
      country: 'CH',
    });
  });

  it('leaves absent values out instead of sending them empty', () => {
    const params = readerParamsOf('fr', { type: 'professional' });
    expect(params).toEqual({ lang: 'fr', investor_profile: 'professional' });
    expect(Object.keys(readerParamsOf('fr', {}))).toEqual(['lang']);
  });

  it('says so on a live embeddable page (exempt from the profile check), and only there', () => {
    expect(readerParamsOf('en', {}, '/products/p1/embedded/live-perf-graph').embed).toBe('live');
    expect(readerParamsOf('en', {}, '/de/products/p1/embedded/live-stats-table').embed).toBe('live');
    expect(readerParamsOf('en', {}, '/products/p1/embedded/historical-perf-graph').embed).toBeUndefined();
    expect(readerParamsOf('en', {}, '/products/p1/live-analysis').embed).toBeUndefined();
  });

  it('falls back to the default language for an unknown or missing one', () => {
    expect(readerParamsOf('xx', {}).lang).toBe(FALLBACK_LANGUAGE);
    expect(readerParamsOf(undefined, {}).lang).toBe(FALLBACK_LANGUAGE);
  });
});

describe('currentReaderParams', () => {
  it('reads the UI language of i18next now (no browser storage here: no profile)', async () => {
    await i18next.init({ lng: 'pt', resources: {} });
    expect(currentReaderParams()).toEqual({ lang: 'pt' });
    await i18next.changeLanguage('de');
    expect(currentReaderParams()).toEqual({ lang: 'de' });
  });
});
