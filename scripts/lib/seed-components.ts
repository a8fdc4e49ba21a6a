/**
 * The demo tenant's overview components (issue 10.2 and 10.8), listed in `emulator-data/<tenant>/components.json`:
 * for the demo, components of every type for a few products, texts in the tenant's four languages, one pie chart
 * linked across the share classes of a fund, an image drawn here as a PNG and a short video from
 * `tenants/demo/assets/`. Written as the components and media APIs write them (media record + file, components
 * with their links, rich text through the same sanitiser), each checked by the domain's schema before anything is
 * stored. See docs/components.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  checkMediaFile,
  componentContentSchema,
  componentDocId,
  GENERIC_COMPONENT_TYPES,
  genericComponentSchema,
  idSchema,
  languageSchema,
  planLinks,
  type ComponentContent,
  type ComponentLocation,
  type GenericComponent,
  type Language,
  type ProductMedia,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import type { FileStore } from '../../functions/src/services/files/file-store.js';
import { sanitizeRichText } from '../../functions/src/services/components/sanitize-rich-text.js';
import { computedContent, SEED_FIGURES, SeedFigureError, type SeedData } from './seed-figures.js';

// ---------------------------------------------------------------------------------------------------------------
// A small PNG, drawn pixel by pixel (no image library needed)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width` x `height` whose pixel (x, y) is `pixel(x, y)`. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/** A view over the Alps at dusk: sky gradient, sun, two mountain ridges and a lake (stands in for a team photo). */
function alpsPng(): Uint8Array {
  const W = 720;
  const H = 360;
  const ridge = (x: number, base: number, amp: number, f: number) =>
    base - amp * (0.6 * Math.abs(Math.sin(x * f)) + 0.4 * Math.abs(Math.sin(x * f * 2.3 + 1)));
  return encodePng(W, H, (x, y) => {
    const t = y / H;
    let c: [number, number, number] = [
      Math.round(20 + 200 * t),
      Math.round(40 + 120 * t),
      Math.round(110 + 60 * t),
    ];
    const dx = x - 520;
    const dy = y - 120;
    if (dx * dx + dy * dy < 40 * 40) c = [255, 214, 140];
    if (y > ridge(x, 250, 130, 0.012)) c = [70, 82, 110];
    if (y > ridge(x, 290, 80, 0.02)) c = [38, 50, 76];
    if (y > 300) c = [Math.round(30 + 40 * (1 - t)), Math.round(70 + 50 * (1 - t)), 120 + ((x + y) % 7)];
    return c;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The components: `emulator-data/<tenant>/components.json`

/** Pictures the seed draws itself, by name. */
const DRAWINGS = { alps: alpsPng } as const;

const seedMediaSchema = z.strictObject({ id: idSchema, productId: idSchema, fileName: z.string().min(1) });

const seedComponentsSchema = z.strictObject({
  note: z.string().optional(),
  /** Image and video components show the first media of their kind. */
  media: z.array(
    z.union([
      /** A picture drawn by the seed. */
      seedMediaSchema.extend({ drawing: z.enum(Object.keys(DRAWINGS) as [keyof typeof DRAWINGS]) }),
      /** A file of `tenants/<tenant>/assets/`. */
      seedMediaSchema.extend({ asset: z.string().regex(/^[\w.-]+$/) }),
    ]),
  ),
  components: z.array(
    z.strictObject({
      productId: idSchema,
      id: idSchema,
      type: z.enum(GENERIC_COMPONENT_TYPES),
      numberOfDecimals: z.number().int().min(0).max(10).default(2),
      /** Other overview pages this component is linked to (copies written there too). */
      linkedTo: z.array(idSchema).default([]),
      /**
       * A chart of figures the seeded data also shows (./seed-figures.ts): its rows are computed at seed time from
       * the seeded prices or holdings, so the overview never contradicts the analysis or portfolio section.
       */
      computed: z.enum(SEED_FIGURES).optional(),
      content: z.partialRecord(languageSchema, componentContentSchema),
    }),
  ),
});
export type SeedComponents = z.infer<typeof seedComponentsSchema>;

/** `emulator-data/<tenant>/components.json`, checked whole; nothing when the tenant has no such file. */
export function loadSeedComponents(root: string, tenantId: string): SeedComponents {
  const file = join(root, 'emulator-data', tenantId, 'components.json');
  if (!existsSync(file)) return { media: [], components: [] };
  const parsed = seedComponentsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

interface SeedMedia {
  id: string;
  productId: string;
  fileName: string;
  bytes: Uint8Array;
}

export interface PreparedSeedComponents {
  media: (SeedMedia & { record: ProductMedia })[];
  components: { productId: string; component: GenericComponent }[];
}

/**
 * Renders the media and builds every component with its linked copies, checked by the domain's schema; products
 * missing from the catalogue are skipped (a tenant without them seeds no components for them).
 */
export function prepareSeedComponents(
  repoRoot: string,
  tenantId: string,
  productIds: ReadonlySet<string>,
  now: Date,
  /** The seeded prices and holdings, for components with `computed` figures. */
  data?: SeedData,
): PreparedSeedComponents {
  const seed = loadSeedComponents(repoRoot, tenantId);
  // Drawn or read only when the tenant has the product.
  const media: SeedMedia[] = seed.media
    .filter((m) => productIds.has(m.productId))
    .map(({ id, productId, fileName, ...source }) => ({
      id,
      productId,
      fileName,
      bytes:
        'drawing' in source
          ? DRAWINGS[source.drawing]()
          : new Uint8Array(readFileSync(join(repoRoot, 'tenants', tenantId, 'assets', source.asset))),
    }));
  const prepared = media.map((m) => {
    const checked = checkMediaFile(m.fileName, undefined, m.bytes);
    if (!checked.ok) throw new Error(`seed media ${m.fileName}: ${checked.problem}`);
    const record: ProductMedia = {
      file: {
        path: `media/${m.productId}/${m.id}/${m.fileName}`,
        name: m.fileName,
        contentType: checked.type.contentType,
        size: m.bytes.byteLength,
      },
      kind: checked.type.kind,
      createdAt: now,
      createdBy: 'seed',
    };
    return { ...m, record };
  });
  const mediaRef = (kind: 'image' | 'video') => {
    const m = prepared.find((p) => p.record.kind === kind);
    return m
      ? {
          productId: m.productId,
          mediaId: m.id,
          fileName: m.fileName,
          contentType: m.record.file.contentType ?? '',
          size: m.bytes.byteLength,
        }
      : undefined;
  };

  const out: PreparedSeedComponents['components'] = [];
  const orders = new Map<string, number>();
  for (const entry of seed.components) {
    if (!productIds.has(entry.productId)) continue;
    const content: Partial<Record<Language, ComponentContent>> = {};
    for (const [lang, raw] of Object.entries(entry.content) as [Language, ComponentContent][]) {
      const media = entry.type === 'image' || entry.type === 'video' ? mediaRef(entry.type) : undefined;
      let value = raw;
      if (entry.computed) {
        if (!data) throw new SeedFigureError(`component ${entry.id} is computed: pass the seeded data`);
        value = computedContent(
          data,
          entry.productId,
          entry.computed,
          entry.type,
          lang,
          entry.numberOfDecimals,
          raw,
        );
      }
      content[lang] = {
        ...value,
        ...(value.text === undefined ? {} : { text: sanitizeRichText(value.text) }),
        ...(media ? { media } : {}),
      };
    }
    if ((entry.type === 'image' || entry.type === 'video') && !mediaRef(entry.type)) continue;
    const self: ComponentLocation = { productId: entry.productId, page: 'overview' };
    const links = entry.linkedTo
      .filter((p) => productIds.has(p))
      .map((productId) => ({ productId, page: 'overview' as const }));
    for (const { location, links: copyLinks } of planLinks(self, [], links).group) {
      const order = orders.get(location.productId) ?? 0;
      orders.set(location.productId, order + 1);
      const component = genericComponentSchema.parse({
        id: entry.id,
        page: location.page,
        type: entry.type,
        content,
        numberOfDecimals: entry.numberOfDecimals,
        links: copyLinks,
        order,
        updatedAt: now,
      });
      out.push({ productId: location.productId, component });
    }
  }
  return { media: prepared, components: out };
}

export async function clearMediaFiles(store: FileStore): Promise<void> {
  for (const path of await store.list('media/')) await store.delete(path);
}

/** Files first, then the records and components in one batch: nothing points at a file that is not there. */
export async function writeSeedComponents(
  db: Firestore,
  store: FileStore,
  seed: PreparedSeedComponents,
): Promise<void> {
  for (const m of seed.media)
    await store.write(m.record.file.path, m.bytes, { contentType: m.record.file.contentType ?? '' });
  const batch = db.batch();
  for (const m of seed.media) batch.set(refs(db).productMedia(m.productId).doc(m.id), m.record);
  for (const { productId, component } of seed.components) {
    batch.set(refs(db).components(productId).doc(componentDocId(component.page, component.id)), component);
  }
  await batch.commit();
}
