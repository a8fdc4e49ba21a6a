import type { Firestore } from 'firebase-admin/firestore';
import { imageSize } from 'image-size';
import { LRUCache } from 'lru-cache';
import {
  mediaShareableInto,
  mediaUrl,
  sniffMediaType,
  TENANT_LOGO_IMAGE_ID,
  type FactsheetImage,
  type FileRef,
  type MediaRef,
  type ProductConfig,
} from '@portal/domain';
import type { Logger } from '../core/logger.js';
import { perDatabase } from '../core/per-database.js';
import type { FileStore } from '../files/file-store.js';
import { isMediaFileOf, readMedia } from '../media/media.js';
import { tenantLogo } from './tenant-brand.js';

/*
 * The images of a factsheet (docs/factsheets.md "Images"): contact photos, image components, the header's background
 * image and logo (else the tenant's logo). The model gets each one's url (the web page draws it) and pixel size (the
 * layout keeps its aspect ratio); the PDF gets the bytes. Only PNG and JPEG go into a factsheet, the two formats a
 * PDF embeds: a WebP or GIF upload is left out (its box stays empty, a contact is listed without a photo).
 *
 * A ref names its media by product and media id, and nothing stops a product admin from naming another product's
 * (security issue 24, finding 5): a media file is drawn into a product's factsheet only when its product may share
 * media into it (the domain's `mediaShareableInto`: the product itself, or an at least as open share class of the
 * same fund), and it is read from the path its media record gives, which must lie in that product's media folder.
 * Every other ref is left out, with a warning naming both products.
 */

/** One image a factsheet refers to: a media file of a product (its id is the media id). */
export interface FactsheetImageSource {
  productId: string;
  mediaId: string;
}

export interface ResolvedImages {
  images: Record<string, FactsheetImage>;
  bytes: Record<string, Uint8Array>;
  /**
   * The sources that may be drawn (`productId/mediaId`), readable or not: a ref outside this set must not reach the
   * web either (the factsheet's config leaves it out).
   */
  drawable: ReadonlySet<string>;
}

/** A source's key in {@link ResolvedImages.drawable}. */
export const sourceKey = (s: FactsheetImageSource): string => `${s.productId}/${s.mediaId}`;

/** A media ref (contacts, components) as an image source. */
export const mediaImageSource = (ref: MediaRef): FactsheetImageSource | null =>
  ref.contentType.startsWith('image/') ? { productId: ref.productId, mediaId: ref.mediaId } : null;

/** A file ref of the factsheet header (uploaded through the media API: `media/{productId}/{mediaId}/{name}`). */
export function headerImageSource(ref: FileRef | null): FactsheetImageSource | null {
  if (!ref) return null;
  const [area, productId, mediaId] = ref.path.split('/');
  if (area !== 'media' || !productId || !mediaId || !isMediaFileOf(productId, ref.path)) return null;
  return { productId, mediaId };
}

/** The store path of a media file, from its record (undefined: no such record). */
export type MediaPathLookup = (productId: string, mediaId: string) => Promise<string | undefined>;

const recordPathsOf = perDatabase(() => new LRUCache<string, string>({ max: 10_000 }));

/**
 * The media records' file paths, read from Firestore. A record is written once by the media API and never changed
 * (a new upload is a new media id), so a path found is remembered (per database, at most 10 000, least recently used dropped).
 */
export function mediaRecordPaths(db: Firestore, log: Logger): MediaPathLookup {
  const paths = recordPathsOf(db);
  return async (productId, mediaId) => {
    const key = `${productId}/${mediaId}`;
    const remembered = paths.get(key);
    if (remembered !== undefined) return remembered;
    const path = (await readMedia(db, log, productId, mediaId))?.file.path;
    if (path !== undefined) paths.set(key, path);
    return path;
  };
}

/**
 * Whether `source` may be drawn into `target`'s factsheet (see the note at the top): its product is known and shares
 * media into `target`. Logs a refusal with both product ids.
 */
export function drawableInto(
  log: Logger,
  target: ProductConfig,
  catalogue: ReadonlyMap<string, ProductConfig>,
  source: FactsheetImageSource,
): boolean {
  const owner = catalogue.get(source.productId);
  if (owner && mediaShareableInto(owner, target)) return true;
  log.warn('a factsheet image of a product that may not share it is left out', {
    productId: target.productId,
    mediaProductId: source.productId,
    mediaId: source.mediaId,
  });
  return false;
}

interface Decoded {
  bytes: Uint8Array;
  width: number;
  height: number;
  mimeType: FactsheetImage['mimeType'];
}

/**
 * Decoded images by store path. A media path names a file that never changes (a new upload gets a new media id), so
 * an entry stays valid; the cache is bounded by bytes and drops the oldest entries first.
 */
const cache = new Map<string, Decoded | null>();
let cachedBytes = 0;
const CACHE_LIMIT_BYTES = 48 * 1024 * 1024;

function remember(path: string, decoded: Decoded | null): void {
  cache.set(path, decoded);
  cachedBytes += decoded?.bytes.byteLength ?? 0;
  for (const [key, value] of cache) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(key);
    cachedBytes -= value?.bytes.byteLength ?? 0;
  }
}

/** PNG or JPEG bytes with their pixel size; null for another format or an unreadable file. */
export function decodeImage(bytes: Uint8Array): Omit<Decoded, 'bytes'> | null {
  const type = sniffMediaType(bytes)?.contentType;
  if (type !== 'image/png' && type !== 'image/jpeg') return null;
  try {
    const size = imageSize(bytes);
    // JPEG orientations 5-8 are stored rotated by 90°: the picture shows with width and height swapped.
    const swap = size.orientation !== undefined && size.orientation >= 5;
    const width = swap ? size.height : size.width;
    const height = swap ? size.width : size.height;
    if (!(width > 0 && height > 0)) return null;
    return { width, height, mimeType: type };
  } catch {
    return null;
  }
}

async function load(files: FileStore, log: Logger, path: string): Promise<Decoded | null> {
  if (cache.has(path)) return cache.get(path) ?? null;
  let decoded: Decoded | null = null;
  try {
    const bytes = await files.read(path);
    const info = bytes ? decodeImage(bytes) : null;
    if (bytes && info) decoded = { bytes, ...info };
    else log.warn('a factsheet image is missing or not PNG/JPEG and is left out', { path });
  } catch (error) {
    log.error('a factsheet image could not be read and is left out', { path, error: String(error) });
    return null; // not cached: a read error may pass
  }
  remember(path, decoded);
  return decoded;
}

/** Where the images of one product's factsheet come from. */
export interface FactsheetImageDeps {
  files: FileStore;
  log: Logger;
  /** The media records' paths (`mediaRecordPaths` in production). */
  mediaPath: MediaPathLookup;
  /** The factsheet's product, and the catalogue the refs' products are looked up in. */
  target: ProductConfig;
  catalogue: ReadonlyMap<string, ProductConfig>;
}

/** The store path of a drawable source, or null (refused, no record, or a record outside its product's folder). */
async function sourcePath(deps: FactsheetImageDeps, source: FactsheetImageSource): Promise<string | null> {
  if (!drawableInto(deps.log, deps.target, deps.catalogue, source)) return null;
  let path: string | undefined;
  try {
    path = await deps.mediaPath(source.productId, source.mediaId);
  } catch (error) {
    deps.log.error('a factsheet image record could not be read and is left out', {
      ...source,
      error: String(error),
    });
    return null;
  }
  if (path === undefined || !isMediaFileOf(source.productId, path)) {
    deps.log.warn('a factsheet image without a media record of its product is left out', {
      productId: deps.target.productId,
      mediaProductId: source.productId,
      mediaId: source.mediaId,
    });
    return null;
  }
  return path;
}

/**
 * Resolves the sources (duplicates once) and, when `withTenantLogo`, the tenant's logo, to the model's images and
 * the PDF's bytes. A source that may not be drawn into the target, or cannot be read, is absent from both (never an
 * error: the factsheet is still drawn).
 */
export async function resolveFactsheetImages(
  deps: FactsheetImageDeps,
  sources: readonly (FactsheetImageSource | null)[],
  options: { withTenantLogo: boolean },
): Promise<ResolvedImages> {
  const unique = new Map<string, FactsheetImageSource>();
  for (const s of sources) if (s && !unique.has(sourceKey(s))) unique.set(sourceKey(s), s);
  const drawable = new Set<string>();
  const out: ResolvedImages = { images: {}, bytes: {}, drawable };
  const loaded = await Promise.all(
    [...unique.values()].map(async (s) => {
      const path = await sourcePath(deps, s);
      if (path === null) return [s, null] as const;
      drawable.add(sourceKey(s));
      return [s, await load(deps.files, deps.log, path)] as const;
    }),
  );
  for (const [s, d] of loaded) {
    if (!d) continue;
    out.images[s.mediaId] = {
      id: s.mediaId,
      url: mediaUrl(s.productId, s.mediaId),
      width: d.width,
      height: d.height,
      mimeType: d.mimeType,
    };
    out.bytes[s.mediaId] = d.bytes;
  }
  const logo = options.withTenantLogo ? tenantLogo() : null;
  if (logo) {
    out.images[TENANT_LOGO_IMAGE_ID] = {
      id: TENANT_LOGO_IMAGE_ID,
      url: logo.url,
      width: logo.width,
      height: logo.height,
      mimeType: logo.mimeType,
    };
    out.bytes[TENANT_LOGO_IMAGE_ID] = logo.bytes;
  }
  return out;
}
