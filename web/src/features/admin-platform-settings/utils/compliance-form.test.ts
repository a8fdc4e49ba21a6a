import { COMPLIANCE_TEXT_MAX } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  changedLanguages,
  complianceFormIssues,
  complianceFormValues,
  complianceToSave,
  EMPTY_COMPLIANCE,
} from './compliance-form';

const en = {
  investorProfileChecksActivated: true,
  investorProfileDisclaimer: 'Disclaimer',
  showLogo: false,
  ombudsmanText: 'Ombudsman',
  defaultProductDisclaimer: 'Default',
};

describe('compliance form', () => {
  it('starts every tenant language from its document, or from empty values', () => {
    expect(complianceFormValues(['en', 'de'], { en: { compliance: en } })).toEqual({
      en,
      de: EMPTY_COMPLIANCE,
    });
    expect(complianceFormValues([], {})).toEqual({});
  });

  it('names the language and field of every problem', () => {
    const values = { en, de: { ...en, ombudsmanText: 'x'.repeat(COMPLIANCE_TEXT_MAX + 1) } };
    expect(complianceFormIssues(values)).toEqual([
      { path: 'de.ombudsmanText', lang: 'de', field: 'ombudsmanText', problem: 'tooLong' },
    ]);
    expect(complianceFormIssues({ en })).toEqual([]);
  });

  it('writes only the languages that changed, trimmed', () => {
    const saved = { en, de: en };
    const values = { en, de: { ...en, ombudsmanText: '  New  ' } };
    expect(changedLanguages(values, saved)).toEqual(['de']);
    expect(changedLanguages(saved, saved)).toEqual([]);
    expect(complianceToSave(values, ['de'])).toEqual({ de: { ...en, ombudsmanText: 'New' } });
  });
});
