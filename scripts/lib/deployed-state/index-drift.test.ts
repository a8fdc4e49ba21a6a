import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeIndex, indexDrift, parseIndexSpec, withoutImpliedName } from './index-drift.js';
import { listFieldsSchema, listIndexesSchema, type LiveField, type LiveIndex } from './live-schemas.js';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8'));

// firestore.indexes.json in the Firebase CLI's format, and what the Firestore Admin API v1 lists for a database it was
// deployed to: `GET .../collectionGroups/-/indexes` (every composite index ends with its implied __name__) and `GET
// .../collectionGroups/-/fields?filter=indexConfig.usesAncestorConfig:false OR ttlConfig:*` (proto3 JSON: an
// override without indexes has no `indexes` and no `usesAncestorConfig: false`; the database-wide `__default__/fields/*`
// comes along).
const spec = parseIndexSpec(fixture('firestore.indexes.json'));
const liveIndexes: LiveIndex[] = listIndexesSchema.parse(fixture('list-indexes.json')).indexes;
const liveFields: LiveField[] = listFieldsSchema.parse(fixture('list-fields.json')).fields;

const details = (indexes: LiveIndex[], fields: LiveField[] = liveFields) =>
  indexDrift(spec, { indexes, fields }).items.map((i) => `${i.subject} | ${i.detail}`);

describe('withoutImpliedName', () => {
  it('drops a trailing __name__ in the implied direction only', () => {
    const asc = { fieldPath: 'a', order: 'ASCENDING' };
    const contains = { fieldPath: 'b', arrayConfig: 'CONTAINS' };
    const desc = { fieldPath: 'c', order: 'DESCENDING' };
    const name = (order: string) => ({ fieldPath: '__name__', order });
    expect(withoutImpliedName([asc, contains, name('ASCENDING')])).toEqual([asc, contains]);
    expect(withoutImpliedName([asc, desc, name('DESCENDING')])).toEqual([asc, desc]);
    expect(withoutImpliedName([asc, desc, name('ASCENDING')])).toEqual([asc, desc, name('ASCENDING')]);
    expect(withoutImpliedName([contains, name('ASCENDING')])).toEqual([contains]);
  });
});

describe('indexDrift', () => {
  it('finds nothing for a database deployed from the file, and notes an index still building', () => {
    const result = indexDrift(spec, { indexes: liveIndexes, fields: liveFields });
    expect(result.items).toEqual([]);
    expect(result.notes).toEqual([
      'index entries (COLLECTION_GROUP): uid ASCENDING, at DESCENDING: state CREATING',
    ]);
  });

  it('names a missing and an extra index by collection group, scope, fields and their order', () => {
    const [products, operations, entries] = liveIndexes;
    if (!products || !operations || !entries) throw new Error('fixture changed');
    const changed: LiveIndex = {
      ...operations,
      fields: [
        { fieldPath: 'kind', order: 'ASCENDING' },
        { fieldPath: 'createdBy', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
        { fieldPath: '__name__', order: 'DESCENDING' },
      ],
    };
    expect(details([products, changed, entries])).toEqual([
      'index operations (COLLECTION): kind ASCENDING, createdBy ASCENDING, createdAt DESCENDING | extra in project: ' +
        'not in firestore.indexes.json (a deploy offers to delete it)',
      'index operations (COLLECTION): createdBy ASCENDING, kind ASCENDING, createdAt DESCENDING | missing in project: ' +
        'in firestore.indexes.json, not in the database (a deploy creates it)',
    ]);
  });

  it('tells the query scope and an explicit __name__ direction apart', () => {
    const [products, operations, entries] = liveIndexes;
    if (!products || !operations || !entries) throw new Error('fixture changed');
    const otherScope: LiveIndex = { ...products, queryScope: 'COLLECTION_GROUP' };
    const ascName: LiveIndex = {
      ...entries,
      fields: [...entries.fields.slice(0, -1), { fieldPath: '__name__', order: 'ASCENDING' }],
    };
    expect(details([otherScope, operations, ascName])).toEqual([
      expect.stringMatching(/^index products \(COLLECTION_GROUP\): .* \| extra in project/),
      expect.stringMatching(
        /^index entries \(COLLECTION_GROUP\): uid ASCENDING, at DESCENDING, __name__ ASCENDING \| extra/,
      ),
      expect.stringMatching(/^index products \(COLLECTION\): .* \| missing in project/),
      expect.stringMatching(
        /^index entries \(COLLECTION_GROUP\): uid ASCENDING, at DESCENDING \| missing in project/,
      ),
    ]);
  });

  it('compares field overrides: their indexes as a set, the TTL policy, missing and extra ones', () => {
    const [, prices, uid, expiresAt] = liveFields;
    if (!prices || !uid || !expiresAt) throw new Error('fixture changed');
    const uidOneScope: LiveField = {
      ...uid,
      indexConfig: { indexes: uid.indexConfig?.indexes?.slice(0, 1) ?? [] },
    };
    const noTtl: LiveField = { name: expiresAt.name, indexConfig: expiresAt.indexConfig };
    const extra: LiveField = {
      name: 'projects/acme-portal-prod/databases/(default)/collectionGroups/chunks/fields/dates',
      indexConfig: {},
    };
    expect(details(liveIndexes, [uidOneScope, noTtl, extra])).toEqual([
      'field override chunks.prices | missing in project: expected indexes none; the field has the default indexing',
      'field override entries.uid | indexes differ: expected ASCENDING (COLLECTION), ASCENDING (COLLECTION_GROUP), ' +
        'live ASCENDING (COLLECTION)',
      'field override contactMessages.expiresAt | TTL policy differs: expected TTL on, live TTL off',
      'field override chunks.dates | extra in project: indexes none, TTL off; not in firestore.indexes.json (a deploy ' +
        'offers to delete it)',
    ]);
  });

  it('notes a TTL policy the file does not mention, and one not active yet', () => {
    const withoutTtlWord = parseIndexSpec({
      indexes: [],
      fieldOverrides: [{ collectionGroup: 'contactMessages', fieldPath: 'expiresAt', indexes: [] }],
    });
    const creating: LiveField = {
      name: 'projects/acme-portal-prod/databases/(default)/collectionGroups/contactMessages/fields/expiresAt',
      ttlConfig: { state: 'CREATING' },
    };
    expect(indexDrift(withoutTtlWord, { indexes: [], fields: [creating] })).toEqual({
      items: [],
      notes: [
        'field override contactMessages.expiresAt: TTL policy CREATING',
        'field override contactMessages.expiresAt: a TTL policy is live and firestore.indexes.json does not say "ttl" ' +
          '(a deploy keeps it)',
      ],
    });
  });

  it('describes vector indexes by their dimension', () => {
    expect(
      describeIndex('docs', 'COLLECTION', [
        { fieldPath: 'kind', order: 'ASCENDING' },
        { fieldPath: 'embedding', vectorConfig: { dimension: 768 } },
      ]),
    ).toBe('docs (COLLECTION): kind ASCENDING, embedding VECTOR(768)');
  });
});
