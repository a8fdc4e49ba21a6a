import {
  API,
  comparisonCsv,
  comparisonFileName,
  type ComparisonCsvLabels,
  type ComparisonResponse,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { ComparisonState } from '../utils/comparison-url';
import { comparisonParams, type ComparisonCallParams } from './get-comparison';

/*
 * The comparison's exports (docs/comparison.md "Export"): the answer on the page as a CSV, written here by the
 * domain's `comparisonCsv`, and the one-page PDF the API draws (`GET /api/products/comparison.pdf`, fetched with the
 * reader's token and parameters, which a plain link could not carry).
 */

/** `GET /api/products/comparison.pdf`: the same query as the page's comparison, answered as a PDF file. */
export const comparisonPdfEndpoint = defineEndpoint(API.comparisonPdf, {
  params: params<ComparisonCallParams>(),
});

/** Fetches the PDF of the page's comparison and saves it under the server's file name. */
export async function downloadComparisonPdf(state: ComparisonState): Promise<void> {
  saveFile(await apiClient.request(comparisonPdfEndpoint, comparisonParams(state)));
}

/**
 * Saves the shown answer as a CSV (`comparison-<period>-<date>.csv`). UTF-8 with a byte-order mark: spreadsheet
 * programs then read the accents of the labels and names instead of guessing a legacy encoding.
 */
export function downloadComparisonCsv(answer: ComparisonResponse, labels: ComparisonCsvLabels): void {
  saveFile({
    blob: new Blob(['\ufeff', comparisonCsv(answer, labels)], { type: 'text/csv;charset=utf-8' }),
    fileName: comparisonFileName(answer, 'csv'),
  });
}
