import type { z } from 'zod';

/**
 * The SDK-independent part of a Firestore converter. Both `firebase/firestore` and `firebase-admin/firestore`
 * snapshots satisfy `SnapshotLike`; web and functions wrap this in their SDK's `FirestoreDataConverter` type
 * (one small adapter each) so every read and write is validated by the same zod schema.
 */
export interface SnapshotLike {
  readonly id: string;
  data(options?: unknown): unknown;
}

export interface ZodConverter<T> {
  toFirestore(model: T): Record<string, unknown>;
  fromFirestore(snapshot: SnapshotLike, options?: unknown): T;
}

/** Firestore returns Timestamps; schemas see `Date`s. Anything with a `toDate()` method is converted. */
export function normalizeFirestoreValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(normalizeFirestoreValue);
  const maybe = value as { toDate?: unknown };
  if (typeof maybe.toDate === 'function') return (maybe.toDate as () => Date).call(value);
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = normalizeFirestoreValue(v);
  return out;
}

/** Firestore rejects `undefined`; optional fields absent in the model are simply left out. */
function dropUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropUndefined);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = dropUndefined(v);
  return out;
}

export class DocumentValidationError extends Error {
  constructor(
    readonly docId: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `document ${docId} failed validation: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    this.name = 'DocumentValidationError';
  }
}

export function zodConverter<S extends z.ZodType>(schema: S): ZodConverter<z.infer<S>> {
  return {
    toFirestore(model) {
      return dropUndefined(schema.parse(model)) as Record<string, unknown>;
    },
    fromFirestore(snapshot, options) {
      const parsed = schema.safeParse(normalizeFirestoreValue(snapshot.data(options)));
      if (!parsed.success) throw new DocumentValidationError(snapshot.id, parsed.error.issues);
      return parsed.data;
    },
  };
}
