import { Gunzip } from 'fflate';
import {
  BULK_PRICE_MAX_CSV_BYTES,
  createBulkPriceCsvParser,
  type BulkPriceCsvOptions,
  type BulkPriceCsvResult,
} from '@portal/domain';

/** The upload is not a readable file (a broken gzip, or larger than the limit once decompressed). */
export class UnreadableBulkFile extends Error {
  constructor(readonly reason: 'corruptGzip' | 'tooLarge') {
    super(`bulk price file unreadable: ${reason}`);
    this.name = 'UnreadableBulkFile';
  }
}

const SLICE = 1 << 20;
const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Decompresses (when gzip, by its magic bytes; a feed file may be plain text) and validates a bulk price CSV as a
 * stream: slices of the compressed bytes go through fflate's streaming `Gunzip`, each decompressed piece through a
 * streaming `TextDecoder` into the domain's streaming parser, so the whole text is never held in memory.
 */
export function readBulkPriceCsv(
  bytes: Uint8Array,
  options: BulkPriceCsvOptions,
  maxCsvBytes: number = BULK_PRICE_MAX_CSV_BYTES,
): BulkPriceCsvResult {
  const parser = createBulkPriceCsvParser(options);
  const decoder = new TextDecoder('utf-8');
  let size = 0;
  const take = (piece: Uint8Array) => {
    size += piece.length;
    if (size > maxCsvBytes) throw new UnreadableBulkFile('tooLarge');
    parser.push(decoder.decode(piece, { stream: true }));
  };
  if (isGzip(bytes)) {
    const gunzip = new Gunzip((piece) => {
      take(piece);
    });
    try {
      for (let at = 0; at < bytes.length; at += SLICE) {
        gunzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
      }
    } catch (error) {
      if (error instanceof UnreadableBulkFile) throw error;
      throw new UnreadableBulkFile('corruptGzip');
    }
  } else {
    for (let at = 0; at < bytes.length; at += SLICE) take(bytes.subarray(at, at + SLICE));
  }
  parser.push(decoder.decode());
  return parser.finish();
}
