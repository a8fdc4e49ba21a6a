import { LANGUAGES, STAT_TERMS, STATS_CATALOGUE } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../lib/all-locales';
import { isTermSlug, searchable, TERM_SLUGS, TERMS } from './terms';

const resources = allResources();

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;

describe('knowledge-base terms', () => {
  it('explains every term the statistics table links to, and nothing else', () => {
    expect([...TERM_SLUGS].sort()).toEqual([...STAT_TERMS].sort());
  });

  for (const lang of LANGUAGES) {
    it(`has a title, a summary and a reading hint for every statistic's term in ${lang}`, () => {
      const kb = resources[lang].knowledgeBase;
      for (const stat of Object.values(STATS_CATALOGUE)) {
        if (stat.term === null) continue;
        expect(isTermSlug(stat.term), `${stat.id} → ${stat.term}`).toBe(true);
        if (!isTermSlug(stat.term)) continue;
        const entry = kb.terms[stat.term];
        expect([entry.title, entry.summary, entry.reading].every(filled), `${lang}/${stat.term}`).toBe(true);
      }
    });

    it(`has every symbol and convention the terms refer to in ${lang}`, () => {
      const kb = resources[lang].knowledgeBase;
      for (const slug of TERM_SLUGS) {
        for (const s of TERMS[slug].symbols) expect(filled(kb.symbols[s]), `${lang} symbol ${s}`).toBe(true);
        for (const c of TERMS[slug].conventions)
          expect(filled(kb.conventions[c]), `${lang} convention ${c}`).toBe(true);
      }
    });
  }

  it('links related terms to other existing terms', () => {
    for (const slug of TERM_SLUGS) {
      for (const r of TERMS[slug].related) {
        expect(isTermSlug(r)).toBe(true);
        expect(r).not.toBe(slug);
      }
    }
  });

  it('shows the formulas of docs/METRICS.md', () => {
    const formula = (slug: keyof typeof TERMS) => TERMS[slug].formula.join('\n');
    expect(formula('annualized-return')).toContain('(1 + cumulativeReturn)^(scale / n) − 1');
    expect(formula('sharpe-ratio')).toContain('mean(x) / sd(x) × sqrt(scale)');
    expect(formula('sharpe-ratio')).toContain('rf_p = rf / scale');
    expect(formula('alpha')).toContain('(1 + a)^scale − 1');
    expect(formula('kurtosis')).toContain('m4 / m2^2 − 3');
    expect(formula('m2')).toContain('mean(R_m − rf_m) / sd(R_m − rf_m) × sd(B_m) + rf_m');
    expect(formula('value-at-risk')).toContain('h = (M − 1) × p');
  });

  it('folds case and accents for the search', () => {
    expect(searchable('Volatilité Annualisée')).toBe('volatilite annualisee');
  });
});
