import type { Language } from '../../constants.js';
import type { ComponentPage } from '../../components/component-types.js';
import { locationKey, type Location } from '../../components/linking.js';
import type {
  BulkComponentPageUpdates,
  ExistingComponent,
  ImportableComponentType,
} from './bulk-component-csv.js';

/*
 * What the dry run of a bulk component import shows before anything is written (issue 11 item 6): per product and
 * page, each component the file updates, the languages whose rows it replaces with the row counts before and after,
 * and the linked copies that receive the same content.
 */

export interface BulkComponentPreviewLanguage {
  language: Language;
  rowsBefore: number;
  rowsAfter: number;
}

export interface BulkComponentPreviewItem {
  componentId: string;
  type: ImportableComponentType;
  firstRow: number;
  languages: BulkComponentPreviewLanguage[];
  /** Linked copies written with the same content (other share classes or the other page). */
  links: Location[];
}

export interface BulkComponentPreviewPage {
  productId: string;
  page: ComponentPage;
  components: BulkComponentPreviewItem[];
}

/** The preview of the updates `pages` (from `parseBulkComponentCsv`) against the stored `components`. */
export function previewBulkComponentUpdates(
  pages: readonly BulkComponentPageUpdates[],
  components: readonly ExistingComponent[],
): BulkComponentPreviewPage[] {
  const stored = new Map(
    components.map((c) => [
      `${locationKey({ productId: c.productId, page: c.component.page })}/${c.component.id}`,
      c.component,
    ]),
  );
  return pages.map((p) => ({
    productId: p.productId,
    page: p.page,
    components: p.components.map((u) => {
      const before = stored.get(`${locationKey(p)}/${u.componentId}`);
      return {
        componentId: u.componentId,
        type: u.type,
        firstRow: u.firstRow,
        languages: u.languages.map((language) => ({
          language,
          rowsBefore: before?.content[language]?.rows.length ?? 0,
          rowsAfter: u.content[language]?.rows.length ?? 0,
        })),
        links: u.links,
      };
    }),
  }));
}

/** How many component documents applying `pages` writes: each component and each of its linked copies. */
export const bulkComponentWriteCount = (pages: readonly BulkComponentPageUpdates[]): number =>
  pages.reduce((n, p) => n + p.components.reduce((m, c) => m + 1 + c.links.length, 0), 0);
