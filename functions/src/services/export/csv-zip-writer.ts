import { Zip, ZipDeflate } from 'fflate';
import { csvRow, type CsvCell } from '@portal/domain';

/*
 * Writes CSV files into a zip as the rows come (fflate's streaming `Zip`): rows are deflated in blocks of about
 * 64 KB, so memory holds one block of text and the compressed output, never a whole uncompressed CSV. Files are
 * written one after the other (fflate buffers a file's output until the one before it ends). Cells go through the
 * domain's `csvRow`, which neutralises formula-like text (packages/domain/src/csv/csv-writer.ts).
 */

const BLOCK_CHARS = 64 * 1024;
const encoder = new TextEncoder();

export interface CsvFileWriter {
  /** Adds rows (each one `csvRow`); returns nothing, flushes a block when enough text is pending. */
  rows(rows: readonly (readonly CsvCell[])[]): void;
  /** Ends the file; returns its number of data rows. */
  end(): number;
}

export class CsvZipWriter {
  private readonly chunks: Uint8Array[] = [];
  private bytes = 0;
  private failure: Error | null = null;
  private finished = false;
  private readonly zip = new Zip((error, data, final) => {
    if (error) {
      this.failure = error;
      return;
    }
    this.chunks.push(data);
    this.bytes += data.length;
    if (final) this.finished = true;
  });

  constructor(private readonly mtime: Date) {}

  /** Starts `name` with its header row; end it before starting the next file. */
  file(name: string, header: readonly string[]): CsvFileWriter {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    // A byte-order mark so spreadsheets read the UTF-8 names (accents, umlauts) correctly.
    let pending = `\uFEFF${csvRow(header)}`;
    let count = 0;
    const flush = (final: boolean) => {
      entry.push(encoder.encode(pending), final);
      pending = '';
      this.check();
    };
    return {
      rows: (rows) => {
        for (const r of rows) pending += csvRow(r);
        count += rows.length;
        if (pending.length >= BLOCK_CHARS) flush(false);
      },
      end: () => {
        flush(true);
        return count;
      },
    };
  }

  /** Ends the archive and returns its bytes. */
  finish(): Uint8Array {
    this.zip.end();
    this.check();
    if (!this.finished) throw new Error('zip not finished: a file was not ended');
    const out = new Uint8Array(this.bytes);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}
