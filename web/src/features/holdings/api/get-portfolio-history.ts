import { HOLDINGS_READS } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import { useHoldingsLang, type AllocationKind } from './get-holdings';

/** `GET products/{id}/holdings-details`: the snapshot dates with their position counts and totals (204: none). */
const holdingsDetailsEndpoint = defineEndpoint(HOLDINGS_READS.holdingsDetails, {});

/** `GET products/{id}/assets-under-management`: the AuM at a date and its history over the snapshots. */
const aumEndpoint = defineEndpoint(HOLDINGS_READS.assetsUnderManagement, {});

/** The over-time call of each breakdown: every group's weight at every snapshot date. */
const OVER_TIME_ENDPOINTS = {
  assetClasses: defineEndpoint(HOLDINGS_READS.assetClassesOverTime, {}),
  currencyExposure: defineEndpoint(HOLDINGS_READS.currencyExposureOverTime, {}),
  instrumentTypes: defineEndpoint(HOLDINGS_READS.instrumentTypesOverTime, {}),
  regions: defineEndpoint(HOLDINGS_READS.regionsOverTime, {}),
  sectors: defineEndpoint(HOLDINGS_READS.sectorsOverTime, {}),
} as const satisfies Record<AllocationKind, unknown>;

export function useHoldingsDetails(productId: string) {
  return useApiQuery(holdingsDetailsEndpoint, { id: productId });
}

export function useAssetsUnderManagement(productId: string, latestDate: string | null) {
  return useApiQuery(aumEndpoint, { id: productId, ...(latestDate ? { latest_date: latestDate } : {}) });
}

/** A breakdown over every snapshot up to `latestDate` (all of them when `null`). */
export function useAllocationOverTime(productId: string, kind: AllocationKind, latestDate: string | null) {
  const lang = useHoldingsLang();
  return useApiQuery(OVER_TIME_ENDPOINTS[kind], {
    id: productId,
    lang,
    ...(latestDate ? { period_end_date: latestDate } : {}),
  });
}
