import {
  HOLDING_VOCABULARIES,
  holdingTermLabel,
  LANGUAGES,
  type HoldingVocabularyKind,
  type Language,
} from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A translation by a key computed at run time (a domain message key, a vocabulary key, a column). */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

const isVocabularyKind = (field: string): field is HoldingVocabularyKind => field in HOLDING_VOCABULARIES;
const asLanguage = (code: string): Language =>
  (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';

/**
 * Labels of the holdings admin views in the reader's language: file columns and the CSV messages of the domain
 * parsers (`csv.holding.*`, `csv.holdingOverride.*`, namespace `holdingsAdmin`), and the vocabulary of the
 * translatable properties, read from the domain (`holdingTermLabel`, the one home the API and the PDF read too);
 * an unknown key shows as is rather than as a raw key path.
 */
export function useHoldingLabels() {
  const { t, i18n } = useTranslation('holdingsAdmin');
  return useMemo(() => {
    const loose = t as unknown as LooseT;
    const known = (key: string) => i18n.exists(key, { ns: 'holdingsAdmin' });
    const column = (name: string | null): string =>
      name === null ? '' : known(`columns.${name}`) ? loose(`columns.${name}`) : name;
    const term = (kind: HoldingVocabularyKind, key: string): string =>
      holdingTermLabel(kind, key, asLanguage(i18n.language));
    return {
      column,
      term,
      message: (messageKey: string, params: Record<string, unknown> = {}): string =>
        known(messageKey) ? loose(messageKey, params) : messageKey,
      /** An override's values as `Sector: Energy · Override currency: EUR` (stored `currency` is the override one). */
      overrideValues: (values: Readonly<Record<string, string>>): string =>
        Object.entries(values)
          .map(([field, value]) => {
            const label = column(
              field === 'currency' ? 'overrideCurrency' : field === 'holdingName' ? 'overrideName' : field,
            );
            return `${label}: ${isVocabularyKind(field) ? term(field, value) : value}`;
          })
          .join(' · '),
    };
  }, [t, i18n]);
}
