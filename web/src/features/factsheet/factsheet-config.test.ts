import { flowedDefaultLayout } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FACTSHEET_CONFIG, SAMPLE_FACTSHEET_MODEL } from './testing/sample-model';
import { effectiveConfig, factsheetLanguage } from './factsheet-config';

describe('factsheetLanguage', () => {
  it('takes the page language when the product has it', () => {
    expect(factsheetLanguage({ availableLanguages: ['en', 'de'] }, 'de')).toBe('de');
  });
  it("falls back to the product's first language", () => {
    expect(factsheetLanguage({ availableLanguages: ['fr', 'en'] }, 'de')).toBe('fr');
    expect(factsheetLanguage({ availableLanguages: ['pt'] }, 'xx')).toBe('pt');
  });
});

describe('effectiveConfig', () => {
  it('gives a language without a stored layout the default layout', () => {
    const config = effectiveConfig(SAMPLE_FACTSHEET_CONFIG, SAMPLE_FACTSHEET_MODEL);
    expect(config.layout).toEqual(flowedDefaultLayout(SAMPLE_FACTSHEET_MODEL, SAMPLE_FACTSHEET_CONFIG));
    expect(config.style).toEqual(SAMPLE_FACTSHEET_CONFIG.style);
  });
  it('keeps a stored layout as it is', () => {
    const stored = {
      ...SAMPLE_FACTSHEET_CONFIG,
      layout: [{ componentId: 'keyFigures', page: 2, column: 1 as const, order: 0 }],
    };
    expect(effectiveConfig(stored, SAMPLE_FACTSHEET_MODEL)).toBe(stored);
  });
});
