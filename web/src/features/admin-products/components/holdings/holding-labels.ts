import { HOLDING_VOCABULARIES, type HoldingVocabularyKind } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A translation by a key computed at run time (a domain message key, a vocabulary key, a column). */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

const VOCABULARY_KINDS = new Set<string>(['assetClass', 'instrumentType', 'sector', 'region']);

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
    return {
      column: (column: string | null): string =>
        column === null ? '' : known(`columns.${column}`) ? loose(`columns.${column}`) : column,
      term: (kind: HoldingVocabularyKind, key: string): string =>
        VOCABULARY_KINDS.has(kind) && key in HOLDING_VOCABULARIES[kind] && known(`vocabulary.${kind}.${key}`)
          ? loose(`vocabulary.${kind}.${key}`)
          : key,
      message: (messageKey: string, params: Record<string, unknown> = {}): string =>
        known(messageKey) ? loose(messageKey, params) : messageKey,
    };
  }, [t, i18n]);
}
