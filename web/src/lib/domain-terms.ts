import {
  ANALYSIS_TERMS,
  HOLDING_COMPONENT_LABELS,
  LANGUAGES,
  type AnalysisTerms,
  type HoldingComponentKind,
  type Language,
} from '@portal/domain';

/*
 * Terms whose one home is the domain because the server shows them too (the factsheet PDF, the API): statistic and
 * period names, drawdown and yearly headers (`ANALYSIS_TERMS`), the names of the holdings breakdowns
 * (`HOLDING_COMPONENT_LABELS`). The i18n loader merges them into their namespaces, so components keep calling
 * `t('stats.names.sharpeRatio')`; no locale file repeats them (domain-terms.test.ts).
 */

type ComponentNames = Readonly<Record<HoldingComponentKind, string>>;

/** The domain's part of each namespace that has one, per language. */
export interface DomainTerms {
  analysis: AnalysisTerms;
  holdings: { components: ComponentNames };
  holdingsAdmin: { components: { kinds: ComponentNames } };
}

const perLanguage = <T>(of: (lang: Language) => T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, of(lang)])) as Record<Language, T>;

export const DOMAIN_TERMS: { [N in keyof DomainTerms]: Record<Language, DomainTerms[N]> } = {
  analysis: ANALYSIS_TERMS,
  holdings: perLanguage((lang) => ({ components: HOLDING_COMPONENT_LABELS[lang] })),
  holdingsAdmin: perLanguage((lang) => ({ components: { kinds: HOLDING_COMPONENT_LABELS[lang] } })),
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(texts: Record<string, unknown>, terms: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...texts };
  for (const [key, value] of Object.entries(terms)) {
    const own = out[key];
    out[key] = isObject(value) && isObject(own) ? merge(own, value) : value;
  }
  return out;
}

/** A namespace's texts of `lang` with the domain's terms merged in (as they are when it has none). */
export function withDomainTerms(namespace: string, lang: string, texts: unknown): Record<string, unknown> {
  const own = isObject(texts) ? texts : {};
  const terms = (DOMAIN_TERMS as Record<string, Record<string, unknown> | undefined>)[namespace]?.[lang];
  return isObject(terms) ? merge(own, terms) : own;
}
