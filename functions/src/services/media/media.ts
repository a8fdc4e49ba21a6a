import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  checkMediaFile,
  mediaUrl,
  safeFileName,
  type MediaFileProblem,
  type MediaUploadResponse,
  type ProductMedia,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { Logger } from '../core/logger.js';
import type { FileStore } from '../files/file-store.js';

/*
 * Product media (images and videos of components, contact photos, the overview header): the file goes to the
 * FileStore under `media/{productId}/{mediaId}/`, then its record is created; if the record cannot be written the
 * file is removed again, so a failed upload leaves no orphan. Files are never deleted when a component stops using
 * them (see docs/components.md "Media").
 */

export class MediaRejected extends Error {
  constructor(readonly problem: MediaFileProblem) {
    super(`media rejected: ${problem}`);
    this.name = 'MediaRejected';
  }
}

/** A media file must live under its product's folder (a record cannot point the download at another file). */
export const isMediaFileOf = (productId: string, path: string): boolean =>
  path.startsWith(`media/${productId}/`) && !path.split('/').includes('..');

interface MediaWriteContext {
  db: Firestore;
  files: FileStore;
  log: Logger;
  productId: string;
  uid: string;
  now: Date;
}

/** Checks and stores an upload; answers what the media contract promises. */
export async function uploadMedia(
  w: MediaWriteContext,
  fileName: string,
  declaredType: string | undefined,
  bytes: Uint8Array,
): Promise<MediaUploadResponse> {
  const checked = checkMediaFile(fileName, declaredType, bytes);
  if (!checked.ok) throw new MediaRejected(checked.problem);
  const mediaId = randomUUID();
  const name = safeFileName(fileName);
  const path = `media/${w.productId}/${mediaId}/${name}`;
  const { contentType, kind } = checked.type;
  await w.files.write(path, bytes, { contentType });
  try {
    await refs(w.db)
      .productMedia(w.productId)
      .doc(mediaId)
      .create({
        file: { path, name, contentType, size: bytes.byteLength },
        kind,
        createdAt: w.now,
        createdBy: w.uid,
      });
  } catch (error) {
    await w.files.delete(path).catch((cleanup: unknown) => {
      w.log.error('could not remove the file of a failed media upload', { path, error: String(cleanup) });
    });
    throw error;
  }
  return {
    mediaId,
    productId: w.productId,
    url: mediaUrl(w.productId, mediaId),
    fileName: name,
    contentType,
    size: bytes.byteLength,
  };
}

/** The record of a media file, or undefined (unknown, or invalid: logged, never served). */
export async function readMedia(
  db: Firestore,
  log: Logger,
  productId: string,
  mediaId: string,
): Promise<ProductMedia | undefined> {
  const snap = await refs(db).productMedia(productId).doc(mediaId).get();
  if (!snap.exists) return undefined;
  try {
    return snap.data();
  } catch (error) {
    log.warn('an invalid media record was asked for', { productId, mediaId, error: String(error) });
    return undefined;
  }
}
