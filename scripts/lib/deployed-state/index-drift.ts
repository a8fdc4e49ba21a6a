/**
 * Firestore indexes: firestore.indexes.json (composite indexes and field overrides, the Firebase CLI's format)
 * against the project's (default) database.
 *
 * Normalisations, each as Firestore itself or the CLI has it:
 * - A composite index always ends with `__name__`; the API lists it, the file leaves it out. A trailing `__name__`
 *   in the direction Firestore implies (that of the last ordered field, ascending when there is none) is dropped on
 *   both sides; one in the other direction is a different index and stays. Field order otherwise matters.
 * - A field override's index without `queryScope` in the file is a COLLECTION index (the API's default when the CLI
 *   patches the field without one); its indexes are compared as a set of (order or arrayConfig, queryScope).
 * - A TTL policy is compared when the file says `ttl` either way; absent, the CLI leaves a live policy alone (a note).
 * - The `__default__` collection group (the database-wide settings) is not a field override of the file.
 */
import { z } from 'zod';
import type { AreaDrift, DeployedDriftItem } from './drift-types.js';
import type { LiveField, LiveIndex, LiveIndexField } from './live-schemas.js';

const specIndexFieldSchema = z.looseObject({
  fieldPath: z.string(),
  order: z.string().optional(),
  arrayConfig: z.string().optional(),
  vectorConfig: z.looseObject({ dimension: z.number().optional() }).optional(),
});
const specSchema = z.looseObject({
  indexes: z
    .array(
      z.looseObject({
        collectionGroup: z.string(),
        queryScope: z.string().default('COLLECTION'),
        fields: z.array(specIndexFieldSchema),
      }),
    )
    .default([]),
  fieldOverrides: z
    .array(
      z.looseObject({
        collectionGroup: z.string(),
        fieldPath: z.string(),
        ttl: z.boolean().optional(),
        indexes: z.array(
          z.looseObject({
            order: z.string().optional(),
            arrayConfig: z.string().optional(),
            queryScope: z.string().optional(),
          }),
        ),
      }),
    )
    .default([]),
});
export type IndexSpec = z.infer<typeof specSchema>;

/** Parses firestore.indexes.json's content. */
export function parseIndexSpec(json: unknown): IndexSpec {
  return specSchema.parse(json);
}

/** How one field of an index is indexed: its order, array config or vector config. */
function mode(f: LiveIndexField): string {
  if (f.order) return f.order;
  if (f.arrayConfig) return f.arrayConfig;
  if (f.vectorConfig) return `VECTOR(${String(f.vectorConfig.dimension ?? '?')})`;
  return 'UNSPECIFIED';
}

/** The fields without the implied trailing `__name__` (see the file's notes). */
export function withoutImpliedName(fields: readonly LiveIndexField[]): LiveIndexField[] {
  const last = fields[fields.length - 1];
  if (last?.fieldPath !== '__name__') return [...fields];
  const rest = fields.slice(0, -1);
  const implied = rest.findLast((f) => f.order !== undefined)?.order ?? 'ASCENDING';
  return last.order === implied ? rest : [...fields];
}

/** `products (COLLECTION): general.hidden ASCENDING, dev ASCENDING, allowedRoles CONTAINS` */
export function describeIndex(
  collectionGroup: string,
  queryScope: string,
  fields: readonly LiveIndexField[],
): string {
  return `${collectionGroup} (${queryScope}): ${fields.map((f) => `${f.fieldPath} ${mode(f)}`).join(', ')}`;
}

const collectionGroupOf = (name: string | undefined): string =>
  /\/collectionGroups\/([^/]+)\//.exec(name ?? '')?.[1] ?? '?';

interface FieldOverrideShape {
  /** `(order or arrayConfig) (queryScope)`, sorted. */
  indexes: string[];
  ttl: boolean | undefined;
}

const showIndexes = (indexes: readonly string[]): string => (indexes.length ? indexes.join(', ') : 'none');
const showTtl = (ttl: boolean | undefined): string => (ttl ? 'TTL on' : 'TTL off');

function liveFieldOverride(field: LiveField): { key: string; shape: FieldOverrideShape } | null {
  const match = /\/collectionGroups\/([^/]+)\/fields\/(.+)$/.exec(field.name);
  if (!match || match[1] === '__default__') return null;
  const indexes = (field.indexConfig?.indexes ?? []).map(
    (index) =>
      `${index.fields[0] ? mode(index.fields[0]) : 'UNSPECIFIED'} (${index.queryScope ?? 'COLLECTION'})`,
  );
  return {
    key: `${String(match[1])}.${String(match[2])}`,
    shape: { indexes: indexes.sort(), ttl: field.ttlConfig !== undefined },
  };
}

function compositeIndexDrift(spec: IndexSpec, live: readonly LiveIndex[]): AreaDrift {
  const items: DeployedDriftItem[] = [];
  const notes: string[] = [];
  const expected = new Set(
    spec.indexes.map((i) => describeIndex(i.collectionGroup, i.queryScope, withoutImpliedName(i.fields))),
  );
  const found = new Set<string>();
  for (const index of live) {
    const scope =
      index.apiScope && index.apiScope !== 'ANY_API'
        ? `${index.queryScope ?? '?'}, ${index.apiScope}`
        : (index.queryScope ?? '?');
    const name = describeIndex(collectionGroupOf(index.name), scope, withoutImpliedName(index.fields));
    found.add(name);
    if (index.state && index.state !== 'READY') notes.push(`index ${name}: state ${index.state}`);
    if (!expected.has(name)) {
      items.push({
        area: 'indexes',
        subject: `index ${name}`,
        detail: 'extra in project: not in firestore.indexes.json (a deploy offers to delete it)',
      });
    }
  }
  for (const name of expected) {
    if (!found.has(name)) {
      items.push({
        area: 'indexes',
        subject: `index ${name}`,
        detail: 'missing in project: in firestore.indexes.json, not in the database (a deploy creates it)',
      });
    }
  }
  return { items, notes };
}

function fieldOverrideDrift(spec: IndexSpec, live: readonly LiveField[]): AreaDrift {
  const items: DeployedDriftItem[] = [];
  const notes: string[] = [];
  const liveByKey = new Map<string, FieldOverrideShape>();
  for (const field of live) {
    const parsed = liveFieldOverride(field);
    if (!parsed) continue;
    liveByKey.set(parsed.key, parsed.shape);
    if (field.ttlConfig?.state && field.ttlConfig.state !== 'ACTIVE') {
      notes.push(`field override ${parsed.key}: TTL policy ${field.ttlConfig.state}`);
    }
    if (field.indexConfig?.reverting)
      notes.push(`field override ${parsed.key}: reverting to the default indexes`);
  }
  const expectedKeys = new Set<string>();
  for (const override of spec.fieldOverrides) {
    const key = `${override.collectionGroup}.${override.fieldPath}`;
    expectedKeys.add(key);
    const subject = `field override ${key}`;
    const indexes = override.indexes
      .map((i) => `${i.order ?? i.arrayConfig ?? 'UNSPECIFIED'} (${i.queryScope ?? 'COLLECTION'})`)
      .sort();
    const found = liveByKey.get(key);
    if (!found) {
      const ttl = override.ttl === undefined ? '' : `, ${showTtl(override.ttl)}`;
      items.push({
        area: 'indexes',
        subject,
        detail: `missing in project: expected indexes ${showIndexes(indexes)}${ttl}; the field has the default indexing`,
      });
      continue;
    }
    if (indexes.join('|') !== found.indexes.join('|')) {
      items.push({
        area: 'indexes',
        subject,
        detail: `indexes differ: expected ${showIndexes(indexes)}, live ${showIndexes(found.indexes)}`,
      });
    }
    if (override.ttl !== undefined && override.ttl !== found.ttl) {
      items.push({
        area: 'indexes',
        subject,
        detail: `TTL policy differs: expected ${showTtl(override.ttl)}, live ${showTtl(found.ttl)}`,
      });
    } else if (override.ttl === undefined && found.ttl) {
      notes.push(
        `${subject}: a TTL policy is live and firestore.indexes.json does not say "ttl" (a deploy keeps it)`,
      );
    }
  }
  for (const [key, found] of liveByKey) {
    if (expectedKeys.has(key)) continue;
    items.push({
      area: 'indexes',
      subject: `field override ${key}`,
      detail:
        `extra in project: indexes ${showIndexes(found.indexes)}, ${showTtl(found.ttl)}; ` +
        'not in firestore.indexes.json (a deploy offers to delete it)',
    });
  }
  return { items, notes };
}

/** Composite indexes and field overrides of `spec` against the project's. */
export function indexDrift(spec: IndexSpec, live: { indexes: LiveIndex[]; fields: LiveField[] }): AreaDrift {
  const composite = compositeIndexDrift(spec, live.indexes);
  const overrides = fieldOverrideDrift(spec, live.fields);
  return { items: [...composite.items, ...overrides.items], notes: [...composite.notes, ...overrides.notes] };
}
