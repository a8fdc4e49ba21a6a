import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  languageSchema,
  overviewHeaderSchema,
  productLangSchema,
  type MediaRef,
  type ProductConfig,
  type ProductLang,
} from '@portal/domain';

const textsSchema = z.partialRecord(languageSchema, z.string().min(1));
const entrySchema = z.strictObject({
  description: textsSchema.default({}),
  headerText: textsSchema.default({}),
  darkening: z.number().min(0).max(1).default(0),
  /** The id of a seeded media (scripts/lib/seed-components.ts) shown behind the header text. */
  backgroundImage: z.string().optional(),
});
const fileSchema = z.strictObject({
  note: z.string().optional(),
  /** Keyed by product id, or by share-class root for every class of a fund. */
  content: z.record(z.string(), entrySchema),
});

export interface SeedProductLang {
  productId: string;
  lang: ProductLang;
}

/**
 * The per-language overview texts of `emulator-data/<tenant>/product-langs.json` as `products/{id}/langs/{lang}`
 * documents: for each product, the entry of its id, else of its share-class root; one document per language the
 * product offers and the entry gives a text in. Validated whole before anything is written.
 */
export function seedProductLangs(
  root: string,
  tenantId: string,
  products: readonly ProductConfig[],
  media: readonly MediaRef[] = [],
): SeedProductLang[] {
  const file = join(root, 'emulator-data', tenantId, 'product-langs.json');
  if (!existsSync(file)) return [];
  const { content } = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const known = new Set(products.flatMap((p) => [p.productId, p.productShareClassRoot]));
  const unknown = Object.keys(content).filter((k) => !known.has(k));
  if (unknown.length > 0) throw new Error(`${file}: no product or fund ${unknown.join(', ')}`);
  const images = new Map(media.map((m) => [m.mediaId, m]));
  const missing = Object.values(content).flatMap((e) =>
    e.backgroundImage !== undefined && !images.has(e.backgroundImage) ? [e.backgroundImage] : [],
  );
  if (missing.length > 0) throw new Error(`${file}: no seeded media ${missing.join(', ')}`);
  return products.flatMap((p) => {
    const entry = content[p.productId] ?? content[p.productShareClassRoot];
    if (!entry) return [];
    return p.availableLanguages
      .filter((l) => entry.description[l] !== undefined || entry.headerText[l] !== undefined)
      .map((l) => ({
        productId: p.productId,
        lang: productLangSchema.parse({
          id: l,
          general: { description: entry.description[l] ?? '', disclaimer: '' },
          overview: {
            header: overviewHeaderSchema.parse({
              text: entry.headerText[l] ?? '',
              darkening: entry.darkening,
              backgroundImage: entry.backgroundImage ? (images.get(entry.backgroundImage) ?? null) : null,
            }),
          },
        }),
      }));
  });
}
