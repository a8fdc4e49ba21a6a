/** The bulk component file's name for the CSV core's tokeniser (../core/tokenise.ts): one line into fields. */
export { splitCsvRow as splitCsvFields } from '../core/index.js';
