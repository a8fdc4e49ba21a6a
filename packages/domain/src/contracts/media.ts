import { z } from 'zod';
import { idSchema } from '../tenant/common.js';

/*
 * The product media API (images and videos of generic components, contact photos, the overview header's background
 * image): files go through the api function into the FileStore; clients never read Storage.
 *
 *   POST /api/products/{id}/media?file_name=...   raw body, `Content-Type` the declared type   the product's admins
 *   GET  /api/products/{id}/media/{mediaId}       the file, inline, with its type              whoever may read the product
 *
 * See docs/components.md "Media".
 */

/** Seed 000 §9: images and videos above 30 MB are refused, above 10 MB the editor warns. */
export const MEDIA_LIMITS = {
  maxBytes: 30 * 1024 * 1024,
  warnBytes: 10 * 1024 * 1024,
} as const;

export type MediaKind = 'image' | 'video';

interface MediaType {
  contentType: string;
  kind: MediaKind;
  extensions: readonly string[];
}

/**
 * What may be uploaded. SVG is not: it is a document that can carry script, and served inline from our origin it
 * would run with the portal's rights (stored XSS); PNG, JPEG, WebP or GIF cover every image a fund centre shows.
 */
export const MEDIA_TYPES: readonly MediaType[] = [
  { contentType: 'image/png', kind: 'image', extensions: ['png'] },
  { contentType: 'image/jpeg', kind: 'image', extensions: ['jpg', 'jpeg'] },
  { contentType: 'image/webp', kind: 'image', extensions: ['webp'] },
  { contentType: 'image/gif', kind: 'image', extensions: ['gif'] },
  { contentType: 'video/mp4', kind: 'video', extensions: ['mp4'] },
  { contentType: 'video/webm', kind: 'video', extensions: ['webm'] },
];

/** The `accept` of a file picker for one kind. */
export const mediaAccept = (kind: MediaKind): string =>
  MEDIA_TYPES.filter((t) => t.kind === kind)
    .map((t) => t.contentType)
    .join(',');

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string): number[] => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i));

/** The type a file's first bytes prove, whatever its name or declared type says; `undefined`: none we accept. */
export function sniffMediaType(bytes: Uint8Array): MediaType | undefined {
  const type = (contentType: string) => MEDIA_TYPES.find((t) => t.contentType === contentType);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return type('image/png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return type('image/jpeg');
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return type('image/webp');
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return type('image/gif');
  if (startsWith(bytes, ascii('ftyp'), 4)) return type('video/mp4');
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return type('video/webm');
  return undefined;
}

export type MediaFileProblem =
  | 'empty'
  | 'tooLarge'
  /** Not an accepted image or video (by its bytes). */
  | 'unsupportedType'
  /** The declared type (or the extension) says another type than the bytes. */
  | 'contentMismatch';

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * Checks an upload: size, the type proven by its bytes, and that neither the declared `Content-Type` (unless the
 * generic `application/octet-stream`) nor the file name's extension claims another type.
 */
export function checkMediaFile(
  fileName: string,
  declaredType: string | undefined,
  bytes: Uint8Array,
): { ok: true; type: MediaType } | { ok: false; problem: MediaFileProblem } {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > MEDIA_LIMITS.maxBytes) return { ok: false, problem: 'tooLarge' };
  const type = sniffMediaType(bytes);
  if (!type) return { ok: false, problem: 'unsupportedType' };
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream' && declared !== type.contentType) {
    return { ok: false, problem: 'contentMismatch' };
  }
  const ext = extensionOf(fileName);
  if (ext !== '' && !type.extensions.includes(ext)) return { ok: false, problem: 'contentMismatch' };
  return { ok: true, type };
}

/** Where a media file is served (the record and the file stay under the product it was uploaded to). */
export const mediaUrl = (productId: string, mediaId: string): string =>
  `/api/products/${encodeURIComponent(productId)}/media/${encodeURIComponent(mediaId)}`;

export const mediaUploadQuerySchema = /* @__PURE__ */ z.strictObject({
  file_name: z.string().trim().min(1).max(255),
});

/** What an upload answers; `url` is {@link mediaUrl}. */
export const mediaUploadResponseSchema = /* @__PURE__ */ z.object({
  mediaId: idSchema,
  productId: idSchema,
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

/** How many first bytes the browser reads of a picked file to prove its type (the signatures above need 12). */
export const MEDIA_HEAD_BYTES = 64;

export type MediaPickProblem = MediaFileProblem | 'wrongKind';

/**
 * The browser's check of a picked file before it is uploaded, the server's {@link checkMediaFile} on the file's size
 * and first {@link MEDIA_HEAD_BYTES} (a 30 MB video is not read into memory to learn its type), plus the kinds the
 * field takes (an image field refuses a video). `warnLarge`: above {@link MEDIA_LIMITS}.warnBytes.
 */
export function checkPickedMedia(
  file: { name: string; type: string; size: number },
  head: Uint8Array,
  kinds: readonly MediaKind[],
): { ok: true; type: MediaType; warnLarge: boolean } | { ok: false; problem: MediaPickProblem } {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MEDIA_LIMITS.maxBytes) return { ok: false, problem: 'tooLarge' };
  const checked = checkMediaFile(file.name, file.type === '' ? undefined : file.type, head);
  if (!checked.ok) return checked;
  if (!kinds.includes(checked.type.kind)) return { ok: false, problem: 'wrongKind' };
  return { ok: true, type: checked.type, warnLarge: file.size > MEDIA_LIMITS.warnBytes };
}
