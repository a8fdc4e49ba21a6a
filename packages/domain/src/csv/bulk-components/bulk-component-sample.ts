/**
 * The template offered on /admin/operations/update-bulk-components (the spec shows a sample only for bulk prices;
 * an importer of seven columns deserves one too): the header and the rows of a pie chart in two languages. The ids
 * are examples; a real file names components that exist (the import updates, it never creates).
 */
export const SAMPLE_BULK_COMPONENT_CSV = [
  'product_id,component_id,type,language,key,value,page',
  'global-equity,asset-allocation,pie-chart,en,Equities,65,overview',
  'global-equity,asset-allocation,pie-chart,en,Bonds,30,overview',
  'global-equity,asset-allocation,pie-chart,en,Cash,5,overview',
  'global-equity,asset-allocation,pie-chart,de,Aktien,65,overview',
  'global-equity,asset-allocation,pie-chart,de,Anleihen,30,overview',
  'global-equity,asset-allocation,pie-chart,de,Liquidität,5,overview',
  '',
].join('\r\n');
export const SAMPLE_BULK_COMPONENT_CSV_NAME = 'sample-bulk-components.csv';
