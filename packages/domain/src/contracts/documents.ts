import { z } from 'zod';
import { INVESTOR_TYPES } from '../constants.js';
import { countryCodeSchema, idSchema, languageSchema } from '../tenant/common.js';

/*
 * The documents API (`/api/products/{id}/documents...`, functions/src/services/api/documents): every write of a
 * document goes through it (firestore.rules refuse client writes), so the server checks what the admin tab checks:
 * the file's type and size, a display name unique per product and language, a language the product offers, a share
 * class of the product's fund. See docs/documents.md for the decisions.
 */

/** Seed 000 §9 sets 30 MB (error) and 10 MB (warning) for images and videos; documents follow the same limits. */
export const DOCUMENT_LIMITS = {
  maxBytes: 30 * 1024 * 1024,
  warnBytes: 10 * 1024 * 1024,
} as const;

/** How a file's first bytes prove its type (the name alone does not: an HTML page renamed `.pdf` is refused). */
type Signature = 'pdf' | 'zip' | 'png' | 'jpeg' | 'text';

interface DocumentFileType {
  /** Sent as `Content-Type` on download, whatever the uploading browser claimed. */
  contentType: string;
  extensions: readonly string[];
  signature: Signature;
}

/** The files a fund centre publishes: PDFs above all, Office files, CSV, images. */
export const DOCUMENT_FILE_TYPES: readonly DocumentFileType[] = [
  { contentType: 'application/pdf', extensions: ['pdf'], signature: 'pdf' },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    signature: 'zip',
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    signature: 'zip',
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    signature: 'zip',
  },
  { contentType: 'text/csv', extensions: ['csv'], signature: 'text' },
  { contentType: 'image/png', extensions: ['png'], signature: 'png' },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], signature: 'jpeg' },
];

/** The `accept` list of a file picker: every extension above. */
export const DOCUMENT_ACCEPT = DOCUMENT_FILE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`));

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The accepted type of a file name (by extension), or `undefined`. */
export function documentFileTypeOf(fileName: string): DocumentFileType | undefined {
  const ext = extensionOf(fileName);
  return DOCUMENT_FILE_TYPES.find((t) => t.extensions.includes(ext));
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

function hasSignature(signature: Signature, bytes: Uint8Array): boolean {
  switch (signature) {
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case 'zip':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]); // PK\x03\x04 (Office Open XML)
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'text':
      // Text (CSV in UTF-8 or a Windows code page, as Excel writes it): no NUL byte in the first 64 KB, which every
      // binary format has. Served as an attachment with `nosniff`, a text file cannot run in the browser.
      return !bytes.subarray(0, 65_536).includes(0);
  }
}

export type DocumentFileProblem =
  /** No bytes. */
  | 'empty'
  /** Over {@link DOCUMENT_LIMITS.maxBytes}. */
  | 'tooLarge'
  /** The extension is not one of {@link DOCUMENT_FILE_TYPES}. */
  | 'unsupportedType'
  /** The content does not match its extension. */
  | 'contentMismatch';

/** Checks an uploaded file: its type (by name, proven by its first bytes) and its size. */
export function checkDocumentFile(
  fileName: string,
  bytes: Uint8Array,
): { ok: true; type: DocumentFileType } | { ok: false; problem: DocumentFileProblem } {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > DOCUMENT_LIMITS.maxBytes) return { ok: false, problem: 'tooLarge' };
  const type = documentFileTypeOf(fileName);
  if (!type) return { ok: false, problem: 'unsupportedType' };
  if (!hasSignature(type.signature, bytes)) return { ok: false, problem: 'contentMismatch' };
  return { ok: true, type };
}

/** A file name safe in a store path and a `Content-Disposition`: no path parts, no control characters. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'document' : cleaned.slice(0, 255);
}

const booleanParam = /* @__PURE__ */ z.enum(['true', 'false']).transform((v) => v === 'true');
/** `''` (every share class) or a product id of the fund. */
const shareClassParam = /* @__PURE__ */ z.union([z.literal('').transform(() => null), idSchema]);

/** `POST /api/products/{id}/documents?...`: the file is the raw request body, its metadata the query. */
export const documentUploadQuerySchema = /* @__PURE__ */ z.strictObject({
  display_name: z.string().trim().min(1).max(200),
  lang: languageSchema,
  share_class: shareClassParam.default(null),
  login_required: booleanParam.default(false),
  file_name: z.string().trim().min(1).max(255),
});
export type DocumentUploadQuery = z.infer<typeof documentUploadQuerySchema>;

/** `PATCH /api/products/{id}/documents/{documentId}`: any of these; archiving is reversible. */
export const documentUpdateBodySchema = /* @__PURE__ */ z
  .strictObject({
    displayName: z.string().trim().min(1).max(200).optional(),
    lang: languageSchema.optional(),
    shareClass: idSchema.nullable().optional(),
    loginRequired: z.boolean().optional(),
    archived: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' });
export type DocumentUpdateBody = z.infer<typeof documentUpdateBodySchema>;

/** `PUT /api/products/{id}/documents/order`: every document id of the product, in the new order. */
export const documentOrderBodySchema = /* @__PURE__ */ z.strictObject({
  ids: z.array(idSchema).min(1).max(1000),
});

/**
 * The reader's side (list and download): the page language (which compliance settings apply) and, for a visitor,
 * the investor profile kept in browser storage (signed-in users' profile is read from their record).
 */
export const documentReaderQuerySchema = /* @__PURE__ */ z.strictObject({
  lang: languageSchema.optional(),
  investor_profile: z.enum(INVESTOR_TYPES).optional(),
  country: countryCodeSchema.optional(),
});
export type DocumentReaderQuery = z.infer<typeof documentReaderQuerySchema>;

/** One document as a reader sees it (no store path). */
export const readerDocumentSchema = /* @__PURE__ */ z.object({
  id: idSchema,
  /** The product the document is stored under: its download URL is `/api/products/{productId}/documents/{id}/file`. */
  productId: idSchema,
  displayName: z.string(),
  lang: languageSchema,
  /** `null`: a document of the fund (every share class); else the share class it is for. */
  shareClass: idSchema.nullable(),
  loginRequired: z.boolean(),
  lastFactsheet: z.boolean(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReaderDocument = z.infer<typeof readerDocumentSchema>;

export const documentListResponseSchema = /* @__PURE__ */ z.object({
  documents: z.array(readerDocumentSchema),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/** What the upload and update calls answer: the document's id. */
export const documentWriteResponseSchema = /* @__PURE__ */ z.object({ id: idSchema });
