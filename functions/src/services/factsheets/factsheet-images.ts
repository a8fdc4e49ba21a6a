import { imageSize } from 'image-size';
import {
  mediaUrl,
  sniffMediaType,
  TENANT_LOGO_IMAGE_ID,
  type FactsheetImage,
  type FileRef,
  type MediaRef,
} from '@portal/domain';
import type { ApiLogger } from '../api/http.js';
import type { FileStore } from '../files/file-store.js';
import { isMediaFileOf } from '../media/media.js';
import { tenantLogo } from './tenant-brand.js';

/*
 * The images of a factsheet (docs/factsheets.md "Images"): contact photos, image components, the header's background
 * image and logo (else the tenant's logo). The model gets each one's url (the web page draws it) and pixel size (the
 * layout keeps its aspect ratio); the PDF gets the bytes. Only PNG and JPEG go into a factsheet, the two formats a
 * PDF embeds: a WebP or GIF upload is left out (its box stays empty, a contact is listed without a photo).
 */

/** One image a factsheet refers to: a media file of a product (its id is the media id). */
export interface FactsheetImageSource {
  productId: string;
  mediaId: string;
  path: string;
}

export interface ResolvedImages {
  images: Record<string, FactsheetImage>;
  bytes: Record<string, Uint8Array>;
}

/** A media ref (contacts, components) as an image source. */
export const mediaImageSource = (ref: MediaRef): FactsheetImageSource | null =>
  ref.contentType.startsWith('image/')
    ? {
        productId: ref.productId,
        mediaId: ref.mediaId,
        path: `media/${ref.productId}/${ref.mediaId}/${ref.fileName}`,
      }
    : null;

/** A file ref of the factsheet header (uploaded through the media API: `media/{productId}/{mediaId}/{name}`). */
export function headerImageSource(ref: FileRef | null): FactsheetImageSource | null {
  if (!ref) return null;
  const [area, productId, mediaId] = ref.path.split('/');
  if (area !== 'media' || !productId || !mediaId || !isMediaFileOf(productId, ref.path)) return null;
  return { productId, mediaId, path: ref.path };
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

async function load(files: FileStore, log: ApiLogger, path: string): Promise<Decoded | null> {
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

/**
 * Resolves the sources (duplicates once) and, when `withTenantLogo`, the tenant's logo, to the model's images and
 * the PDF's bytes. A source that cannot be read is absent from both (never an error: the factsheet is still drawn).
 */
export async function resolveFactsheetImages(
  deps: { files: FileStore; log: ApiLogger },
  sources: readonly (FactsheetImageSource | null)[],
  options: { withTenantLogo: boolean },
): Promise<ResolvedImages> {
  const unique = new Map<string, FactsheetImageSource>();
  for (const s of sources) if (s && !unique.has(s.mediaId)) unique.set(s.mediaId, s);
  const out: ResolvedImages = { images: {}, bytes: {} };
  const loaded = await Promise.all(
    [...unique.values()].map(async (s) => [s, await load(deps.files, deps.log, s.path)] as const),
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
