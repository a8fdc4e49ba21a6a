/** The CSV files of the platform export (docs/operations.md), in the order they are written. */
export const EXPORT_FILE_KINDS = ['products', 'prices', 'holdings', 'documents', 'followers'] as const;
export type ExportFile = (typeof EXPORT_FILE_KINDS)[number];

export const EXPORT_FILES: Record<ExportFile, string> = {
  products: 'products.csv',
  prices: 'prices.csv',
  holdings: 'holdings.csv',
  documents: 'documents.csv',
  followers: 'followers.csv',
};
