import { HOLDING_VOCABULARIES, type HoldingVocabularyKind } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A translation by a key computed at run time (a domain message key, a vocabulary key, a column). */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

const isVocabularyKind = (field: string): field is HoldingVocabularyKind => field in HOLDING_VOCABULARIES;

/**
 * Labels of the holdings admin views in the reader's language (namespace `holdingsAdmin`): file columns, the
 * vocabulary of the translatable properties, and the CSV messages of the domain parsers (`csv.holding.*`,
 * `csv.holdingOverride.*`); an unknown key shows as is rather than as a raw key path.
 */
export function useHoldingLabels() {
  const { t, i18n } = useTranslation('holdingsAdmin');
  return useMemo(() => {
    const loose = t as unknown as LooseT;
    const known = (key: string) => i18n.exists(key, { ns: 'holdingsAdmin' });
    const column = (name: string | null): string =>
      name === null ? '' : known(`columns.${name}`) ? loose(`columns.${name}`) : name;
    const term = (kind: HoldingVocabularyKind, key: string): string =>
      key in HOLDING_VOCABULARIES[kind] && known(`vocabulary.${kind}.${key}`)
        ? loose(`vocabulary.${kind}.${key}`)
        : key;
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
