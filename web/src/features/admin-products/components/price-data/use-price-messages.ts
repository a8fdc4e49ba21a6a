import type { PriceEntryMessageKey } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, apiErrorMessageKey } from '../../../../lib/api-client';

/** The API's own price data keys (namespace `priceData`); any other error speaks through `errors`. */
const PRICE_API_KEYS = new Set([
  'api.errors.priceDataNotAllowed',
  'api.errors.priceEntryInvalid',
  'api.errors.priceCsvInvalid',
  'api.errors.priceSeriesChanged',
  'api.errors.priceDateNotFound',
] as const);
type PriceApiKey = typeof PRICE_API_KEYS extends Set<infer K> ? K : never;
const isPriceApiKey = (key: string): key is PriceApiKey => PRICE_API_KEYS.has(key as PriceApiKey);

/** Translations of a failed call and of the domain's row and field messages. */
export function usePriceMessages() {
  const { t } = useTranslation(['priceData', 'errors']);
  return {
    apiError: (error: unknown): string =>
      error instanceof ApiRequestError && isPriceApiKey(error.messageKey)
        ? t(error.messageKey, { ns: 'priceData' })
        : t(apiErrorMessageKey(error), { ns: 'errors' }),
    entry: (key: PriceEntryMessageKey): string => t(key, { ns: 'priceData' }),
  };
}
