import { describe, expect, it } from 'vitest';
import { SharedReads, sharedReadsFor } from './shared-reads.js';

/** A read that settles when the test says so, counting how often it was started. */
function controlledRead<T>() {
  let started = 0;
  const settlers: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const read = () => {
    started += 1;
    return new Promise<T>((resolve, reject) => settlers.push({ resolve, reject }));
  };
  const settle = (i: number) => {
    const settler = settlers[i];
    if (!settler) throw new Error(`read ${i} was never started`);
    return settler;
  };
  return { read, started: () => started, settle };
}

describe('SharedReads', () => {
  it('gives concurrent callers of one key the one read in flight', async () => {
    const reads = new SharedReads();
    const doc = controlledRead<number>();
    const a = reads.run('catalogue', doc.read);
    const b = reads.run('catalogue', doc.read);
    expect(doc.started()).toBe(1);
    doc.settle(0).resolve(7);
    await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
  });

  it('starts a new read for a caller after the read has settled (never serves a settled value)', async () => {
    const reads = new SharedReads();
    const doc = controlledRead<number>();
    const first = reads.run('catalogue', doc.read);
    doc.settle(0).resolve(1);
    await first;
    expect(reads.size).toBe(0);
    const second = reads.run('catalogue', doc.read);
    expect(doc.started()).toBe(2);
    doc.settle(1).resolve(2);
    await expect(second).resolves.toBe(2);
  });

  it('keeps keys apart', async () => {
    const reads = new SharedReads();
    const a = controlledRead<string>();
    const b = controlledRead<string>();
    const ra = reads.run('series:a', a.read);
    const rb = reads.run('series:b', b.read);
    a.settle(0).resolve('a');
    b.settle(0).resolve('b');
    await expect(Promise.all([ra, rb])).resolves.toEqual(['a', 'b']);
  });

  it('fails every joined caller with the read, then forgets it so the next caller retries', async () => {
    const reads = new SharedReads();
    const doc = controlledRead<number>();
    const a = reads.run('catalogue', doc.read);
    const b = reads.run('catalogue', doc.read);
    doc.settle(0).reject(new Error('unavailable'));
    await expect(a).rejects.toThrow('unavailable');
    await expect(b).rejects.toThrow('unavailable');
    const c = reads.run('catalogue', doc.read);
    expect(doc.started()).toBe(2);
    doc.settle(1).resolve(3);
    await expect(c).resolves.toBe(3);
  });

  it('keeps one set of reads per Firestore instance', () => {
    const db1 = {};
    const db2 = {};
    expect(sharedReadsFor(db1)).toBe(sharedReadsFor(db1));
    expect(sharedReadsFor(db1)).not.toBe(sharedReadsFor(db2));
  });
});
