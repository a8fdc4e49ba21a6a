import type { Firestore } from 'firebase-admin/firestore';
import type { Language, ProductConfig } from '@portal/domain';
import { refs } from '../../db/refs.js';

/**
 * The ONE choice of a product's last factsheet (the overview's button and `/products/{id}/download-last-factsheet`):
 * the newest non-archived document flagged last factsheet in `lang`, else in the product's first document language
 * (seed 000 §3). `null` when there is none.
 */
export async function findLastFactsheet(
  db: Firestore,
  product: Pick<ProductConfig, 'productId' | 'langsForDocuments'>,
  lang: Language,
): Promise<{ documentId: string; lang: Language } | null> {
  const snap = await refs(db)
    .productDocuments(product.productId)
    .where('lastFactsheet', '==', true)
    .where('archived', '==', false)
    .get();
  const newestIn = (l: Language) =>
    snap.docs
      .filter((d) => d.data().lang === l)
      .sort((a, b) => b.data().createdAt.getTime() - a.data().createdAt.getTime())[0];
  const fallback = product.langsForDocuments[0] ?? 'en';
  const hit = newestIn(lang) ?? newestIn(fallback);
  return hit ? { documentId: hit.id, lang: hit.data().lang } : null;
}
