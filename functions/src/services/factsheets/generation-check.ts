import type { Firestore } from 'firebase-admin/firestore';
import {
  checkFactsheetGeneration,
  type FactsheetGenerationCheck,
  type Language,
  type ProductConfig,
} from '@portal/domain';
import { refs } from '../../db/refs.js';

/**
 * The highest page of the stored layout of a product's language, `null` when it has none (the default layout,
 * two pages, applies) or it cannot be read (the renderer then decides).
 */
async function layoutPages(db: Firestore, productId: string, lang: Language): Promise<number | null> {
  try {
    const layout = (await refs(db).productLang(productId, lang).get()).data()?.factsheet.layout ?? [];
    return layout.length === 0 ? null : Math.max(...layout.map((item) => item.page));
  } catch {
    return null;
  }
}

/**
 * `checkFactsheetGeneration` for every language of one product, with what it needs read from Firestore: the
 * product's documents (the overwrite warning) and each language's layout (too many pages).
 */
export async function checkProductFactsheets(
  db: Firestore,
  product: ProductConfig,
  languages: readonly Language[],
  date: string,
): Promise<FactsheetGenerationCheck[]> {
  const snap = await refs(db).productDocuments(product.productId).get();
  const documents = snap.docs.flatMap((d) => {
    try {
      const doc = d.data();
      return [{ lang: doc.lang, displayName: doc.displayName, fileName: doc.file.name }];
    } catch {
      return [];
    }
  });
  return Promise.all(
    languages.map(async (lang) =>
      checkFactsheetGeneration({
        product,
        lang,
        date,
        documents,
        pages: await layoutPages(db, product.productId, lang),
      }),
    ),
  );
}
