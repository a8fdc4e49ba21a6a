import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeValue, encodeValue, UnsupportedValueError, type Json } from './firestore-codec.js';

// No emulator needed: building references and values talks to no server.
const app = initializeApp({ projectId: 'demo-codec' }, 'firestore-codec-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

/** Through JSON text, as the backup file holds it. */
const roundTrip = (value: unknown): unknown =>
  decodeValue(db, JSON.parse(JSON.stringify(encodeValue(value))) as Json);

describe('firestore codec', () => {
  it('keeps plain JSON values as they are', () => {
    const plain = { s: 'x', n: 1.5, i: -3, b: false, z: null, list: [1, 'a', { m: [] }], empty: {} };
    expect(encodeValue(plain)).toEqual(plain);
    expect(roundTrip(plain)).toEqual(plain);
  });

  it('tags and restores the types JSON has no word for', () => {
    const ts = new Timestamp(1_700_000_000, 999_999_999);
    const back = roundTrip({
      ts,
      geo: new GeoPoint(-33.9, 151.2),
      ref: db.doc('a/b/c/d'),
      bytes: Buffer.from([9, 0, 255]),
      vector: FieldValue.vector([1, 2]),
      nan: Number.NaN,
      inf: Number.NEGATIVE_INFINITY,
      negZero: -0,
    }) as Record<string, unknown>;
    expect(back.ts).toEqual(ts);
    expect(back.geo).toEqual(new GeoPoint(-33.9, 151.2));
    expect(back.ref).toEqual(db.doc('a/b/c/d'));
    expect([...(back.bytes as Uint8Array)]).toEqual([9, 0, 255]);
    expect((back.vector as { toArray(): number[] }).toArray()).toEqual([1, 2]);
    expect(back.nan).toBeNaN();
    expect(back.inf).toBe(Number.NEGATIVE_INFINITY);
    expect(Object.is(back.negZero, -0)).toBe(true);
  });

  it('never reads a map that has a $type key as a tag', () => {
    const tricky = { $type: 'timestamp', seconds: 1, nanoseconds: 2 };
    expect(roundTrip({ tricky })).toEqual({ tricky });
  });

  it('refuses values Firestore does not store, naming where they are', () => {
    expect(() => encodeValue({ a: { b: new Map() } })).toThrow(UnsupportedValueError);
    expect(() => encodeValue({ a: { b: new Map() } })).toThrow('"a.b"');
  });
});
