import { DocumentReference, FieldValue, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * Firestore values as JSON and back, without losing their types (docs/faults-and-backups.md "Backups"). Plain JSON
 * holds strings, booleans, finite numbers, null, arrays and maps as they are; every other type is an object tagged
 * with `$type`: Timestamps (seconds + nanoseconds, so nothing is rounded to milliseconds), GeoPoints, document
 * references (by path, bound to the target database on restore), bytes (base64), vectors, the numbers JSON cannot
 * hold (NaN, ±Infinity, -0), and a map that itself has a `$type` key (wrapped, so it is never mistaken for a tag).
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const TAG = '$type';

/** firebase-admin does not re-export the vector class; its one public constructor is `FieldValue.vector`. */
const VectorValue = FieldValue.vector([]).constructor as new (...args: never[]) => { toArray(): number[] };

export class UnsupportedValueError extends Error {}

export function encodeValue(value: unknown, at = ''): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') {
    return Number.isFinite(value) && !Object.is(value, -0)
      ? value
      : { [TAG]: 'number', value: Object.is(value, -0) ? '-0' : String(value) };
  }
  if (value instanceof Timestamp) {
    return { [TAG]: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds };
  }
  if (value instanceof GeoPoint)
    return { [TAG]: 'geopoint', latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return { [TAG]: 'reference', path: value.path };
  if (value instanceof VectorValue) return { [TAG]: 'vector', values: value.toArray() };
  if (value instanceof Uint8Array) return { [TAG]: 'bytes', base64: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map((v, i) => encodeValue(v, `${at}[${i}]`));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const map: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      map[k] = encodeValue(v, at === '' ? k : `${at}.${k}`);
    return TAG in map ? { [TAG]: 'map', value: map } : map;
  }
  throw new UnsupportedValueError(
    `unsupported Firestore value at "${at}": ${Object.prototype.toString.call(value)}`,
  );
}

const isTagged = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v[TAG] === 'string';

export function decodeValue(db: Firestore, value: Json): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => decodeValue(db, v));
  if (!isTagged(value)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, Json>).map(([k, v]) => [k, decodeValue(db, v)]),
    );
  }
  switch (value[TAG]) {
    case 'number':
      return Number(value.value);
    case 'timestamp':
      return new Timestamp(Number(value.seconds), Number(value.nanoseconds));
    case 'geopoint':
      return new GeoPoint(Number(value.latitude), Number(value.longitude));
    case 'reference':
      if (typeof value.path === 'string') return db.doc(value.path);
      break;
    case 'vector':
      if (Array.isArray(value.values)) return FieldValue.vector(value.values.map(Number));
      break;
    case 'bytes':
      if (typeof value.base64 === 'string') return Buffer.from(value.base64, 'base64');
      break;
    case 'map': {
      const inner = value.value;
      if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) break;
      return Object.fromEntries(Object.entries(inner).map(([k, v]) => [k, decodeValue(db, v)]));
    }
  }
  throw new UnsupportedValueError(`unknown tagged value ${JSON.stringify(value).slice(0, 200)}`);
}
