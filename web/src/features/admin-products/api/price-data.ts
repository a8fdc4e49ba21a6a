import { API } from '@portal/domain';
import {
  type AddPriceBody,
  type ImportPricesBody,
  type ImportPricesResponse,
  type PriceWriteResult,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

/*
 * The price data API (packages/domain/src/contracts/price-data.ts): the tab reads the series through the API rather
 * than Firestore so it sees exactly what the server validates against, and every write goes through it.
 */

const priceDataEndpoint = defineEndpoint(API.priceData);

/** The product's edited series and its benchmarks; `refetch` after a change. */
export function usePriceData(productId: string) {
  return useApiQuery(priceDataEndpoint, { id: productId });
}

const addPriceEndpoint = defineEndpoint(API.addPrice);

export function addPrice(productId: string, body: AddPriceBody): Promise<PriceWriteResult> {
  return apiClient.request(addPriceEndpoint, { id: productId, ...body });
}

const importPricesEndpoint = defineEndpoint(API.importPrices);

/** A dry run (the preview) or the replace of the series by the CSV. */
export function importPrices(productId: string, body: ImportPricesBody): Promise<ImportPricesResponse> {
  return apiClient.request(importPricesEndpoint, { id: productId, ...body });
}

const deletePriceEndpoint = defineEndpoint(API.deletePrice);

export function deletePrice(productId: string, date: string): Promise<PriceWriteResult> {
  return apiClient.request(deletePriceEndpoint, { id: productId, date });
}
