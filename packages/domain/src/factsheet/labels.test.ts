import { describe, expect, it } from 'vitest';
import { ANALYSIS_TERMS } from '../analytics/analysis-terms.js';
import { LANGUAGES } from '../constants.js';
import { HOLDING_COMPONENT_LABELS } from '../holdings/vocabulary-labels.js';
import { FACTSHEET_LABELS } from './labels.js';

/** Every string of a tree of texts. */
const strings = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : typeof node === 'object' && node !== null
      ? Object.values(node).flatMap(strings)
      : [];

describe('factsheet labels: one home per term', () => {
  it('reads the shared terms from their home, so the PDF and the pages cannot disagree', () => {
    for (const lang of LANGUAGES) {
      const l = FACTSHEET_LABELS[lang];
      const a = ANALYSIS_TERMS[lang];
      expect(l.stats).toBe(a.stats.names);
      expect(l.periods).toBe(a.stats.periods);
      expect(l.holdings).toBe(HOLDING_COMPONENT_LABELS[lang]);
      expect(l.columns).toMatchObject({
        statistic: a.stats.statistic,
        year: a.yearly.year,
        depth: a.drawdowns.depth,
        peak: a.drawdowns.start,
        trough: a.drawdowns.trough,
        recovery: a.drawdowns.recovery,
      });
      expect([l.titles.drawdowns, l.notRecovered, l.partialYear, l.maxColumn]).toEqual([
        a.drawdowns.tableTitle,
        a.drawdowns.notRecovered,
        a.yearly.partial,
        a.toolbar.zoomPresets.max,
      ]);
      expect(l.riskFree).toEqual({ ...a.riskFree, missing: a.stats.missing.riskFreeRateMissing });
    }
  });

  it('spells none of those terms in its own texts', () => {
    for (const lang of LANGUAGES) {
      const terms = new Set([...strings(ANALYSIS_TERMS[lang]), ...strings(HOLDING_COMPONENT_LABELS[lang])]);
      // Everything but the borrowed fields checked above.
      const own = {
        ...FACTSHEET_LABELS[lang],
        titles: { ...FACTSHEET_LABELS[lang].titles, drawdowns: '' },
        columns: {
          ...FACTSHEET_LABELS[lang].columns,
          ...{ year: '', statistic: '', depth: '', peak: '', trough: '', recovery: '' },
        },
        ...{ holdings: {}, periods: {}, stats: {}, notRecovered: '', partialYear: '', maxColumn: '' },
        riskFree: {},
      };
      // Short words ("Max", "YTD") could be a factsheet's own text too; the long ones cannot.
      expect(
        strings(own).filter((t) => t.length > 4 && terms.has(t)),
        lang,
      ).toEqual([]);
    }
  });
});
