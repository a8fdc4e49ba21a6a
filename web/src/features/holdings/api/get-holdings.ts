import { HOLDINGS_READS } from '@portal/domain';
import { LANGUAGES, type HoldingComponent, type Language } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { defineEndpoint } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

/** `GET products/{id}/holdings`: every position of the latest snapshot, largest first (204 = no data). */
const holdingsEndpoint = defineEndpoint(HOLDINGS_READS.holdings);

const allocationEndpoint = (entry: (typeof HOLDINGS_READS)[AllocationEntry]) => defineEndpoint(entry);

type AllocationEntry = 'assetClasses' | 'currencyExposure' | 'instrumentTypes' | 'regions' | 'sectors';

/** The allocation call of each breakdown component. */
const ALLOCATION_ENDPOINTS = {
  assetClasses: allocationEndpoint(HOLDINGS_READS.assetClasses),
  currencyExposure: allocationEndpoint(HOLDINGS_READS.currencyExposure),
  instrumentTypes: allocationEndpoint(HOLDINGS_READS.instrumentTypes),
  regions: allocationEndpoint(HOLDINGS_READS.regions),
  sectors: allocationEndpoint(HOLDINGS_READS.sectors),
} as const;
export type AllocationKind = keyof typeof ALLOCATION_ENDPOINTS;

/** The API's `lang` for the UI language (labels of asset classes, sectors, ... come translated from the API). */
export function useHoldingsLang(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
}

/** `latestDate`: the snapshot on or before that date (the section's snapshot picker); `null`: the latest. */
const dated = (latestDate: string | null) => (latestDate ? { latest_date: latestDate } : {});

export function useAllocation(productId: string, kind: AllocationKind, latestDate: string | null = null) {
  const lang = useHoldingsLang();
  return useApiQuery(ALLOCATION_ENDPOINTS[kind], { id: productId, lang, ...dated(latestDate) });
}

export function useHoldings(productId: string, latestDate: string | null = null) {
  const lang = useHoldingsLang();
  return useApiQuery(holdingsEndpoint, { id: productId, lang, ...dated(latestDate) });
}

export const isAllocationKind = (kind: HoldingComponent['kind']): kind is AllocationKind =>
  kind !== 'topHoldings';
