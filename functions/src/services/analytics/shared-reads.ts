import { perDatabase } from '../core/per-database.js';

/**
 * Concurrent requests that need the same document share one read of it: a caller joins the read in flight for its
 * key, and the first caller after that read has settled starts a new one. A warm API call reads the catalogue version
 * and the meta document of each price series it serves; under load, hundreds of calls in flight would each read the
 * same few documents, one Firestore read apiece (billed, and the instance's queue to Firestore). Shared, it is one
 * read per document per read round trip, whatever the load.
 *
 * Freshness: a joined read started at most one round trip before the caller arrived, so the caller sees the
 * document as it was then, never older; a caller after a completed write and a settled read always reads afresh (the
 * emulator test "applies a catalogue change on the very next call" relies on that). Nothing is kept once a read has
 * settled, so a failed read is never served to a later caller.
 */
export class SharedReads {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  /** `read()`'s result, shared with every caller of `key` while it is in flight. */
  run<T>(key: string, read: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const started = read().finally(() => {
      if (this.inFlight.get(key) === started) this.inFlight.delete(key);
    });
    this.inFlight.set(key, started);
    return started;
  }

  /** Reads in flight (for tests). */
  get size(): number {
    return this.inFlight.size;
  }
}

/** The shared reads of one Firestore instance, like the caches: tests (and any multi-project use) never share a read. */
export const sharedReadsFor = perDatabase(() => new SharedReads());
