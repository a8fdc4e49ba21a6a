/**
 * The provision plan (pure): what `npm run tenant -- provision` would write, field by field, given the documents the
 * tenant's files stand for (`desired`), what the project holds (`live`) and what the last provision wrote
 * (`applied`, the provisioning records). A three-way comparison, like `kubectl apply`'s last-applied configuration:
 *
 *   live = files                       unchanged
 *   live = last provision, files new   the files changed: write the files' value (or delete a field they dropped)
 *   live differs from both             staff edited it in the console: KEPT, unless `--overwrite` names it
 *   never provisioned and differs      kept too (it was set by hand before the first provision)
 *   live has it, files never had it    "in Firestore, not in the files": left as is and reported
 *   document gone, was provisioned     deleted in the console: kept deleted unless `--overwrite <path>`
 *
 * Fields are compared at the leaves of nested maps (`shareClass.managementFee`, `name.fr`); a list is one value
 * (`live.genericCardsToShow`, `iam.userDefinedRoles`). The document after the merge must still pass its schema, or
 * the plan is invalid and nothing is written.
 */
import { isDeepStrictEqual } from 'node:util';
import { normalizeFirestoreValue } from '@portal/domain';
import {
  CONFIG_DOC_SCHEMAS,
  productAdminClaimsDocument,
  type ConfigDoc,
  type ConfigDocKind,
} from './desired.js';

type Data = Record<string, unknown>;

export interface FieldChange {
  /** Dotted, for people (`shareClass.managementFee`). */
  field: string;
  path: readonly string[];
  /** `undefined`: the field is absent (created / deleted). */
  from: unknown;
  to: unknown;
  /** Why it is written: a new field, the files changed, or an `--overwrite` of a staff edit. */
  reason: 'new' | 'files changed' | 'files dropped it' | 'overwrite';
}

export interface KeptField {
  field: string;
  live: unknown;
  files: unknown;
  reason: 'edited in the console' | 'set before the first provision' | 'deleted in the console';
}

export interface DocPlan {
  path: string;
  kind: ConfigDocKind;
  action: 'create' | 'update' | 'unchanged' | 'kept deleted';
  changes: FieldChange[];
  kept: KeptField[];
  /** Fields the project has and the files never had. */
  extraFields: { field: string; live: unknown }[];
  /** The document after the apply (null when it is not written). */
  next: Data | null;
  /** Whether the provisioning record (what the files said) is written. */
  writeRecord: boolean;
  /** Schema problems of `next`: the plan cannot be applied. */
  invalid: string[];
}

export interface DerivedPlan {
  path: string;
  action: 'create' | 'update' | 'unchanged';
  next: Data;
}

export interface ProvisionPlan {
  docs: DocPlan[];
  derived: DerivedPlan;
  /** Documents of the configuration's collections that the files do not name (left as they are). */
  extraDocs: { path: string; kind: ConfigDocKind }[];
  /** `--overwrite` specs that matched no kept field or deleted document (a typo would silently do nothing). */
  unusedOverwrites: string[];
  /** Document writes an apply makes (documents, provisioning records, the derived claims). 0 = nothing to do. */
  writes: number;
}

export interface PlanInput {
  desired: readonly ConfigDoc[];
  /** Live data of every desired path (undefined: no such document). */
  live: ReadonlyMap<string, Data | undefined>;
  /** The files' data the last provision recorded per path (undefined: never provisioned). */
  applied: ReadonlyMap<string, Data | undefined>;
  /** `settings/productAdminClaims` as it is (undefined: missing). */
  liveDerived: Data | undefined;
  /** Every document of the configuration's collections in the project (to report the ones the files lack). */
  livePaths: readonly { path: string; kind: ConfigDocKind }[];
  /** `--overwrite` specs: `<field>` (any document), `<docPath>:<field>`, or `<docPath>` (the whole document). */
  overwrite: readonly string[];
}

const isPlainObject = (v: unknown): v is Data =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const isMap = (v: unknown): v is Data => isPlainObject(v) && Object.keys(v).length > 0;

const equal = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

function get(obj: unknown, path: readonly string[]): unknown {
  let v = obj;
  for (const k of path) {
    if (!isPlainObject(v)) return undefined;
    v = v[k];
  }
  return v;
}

function setAt(obj: Data, path: readonly string[], value: unknown): void {
  let o = obj;
  path.slice(0, -1).forEach((k) => {
    if (!isPlainObject(o[k])) o[k] = {};
    o = o[k] as Data;
  });
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === undefined) Reflect.deleteProperty(o, last);
  else o[last] = structuredClone(value);
}

/** Leaf paths of three values walked together: maps (non-empty plain objects) are descended while every present value is one. */
function leafPaths(values: readonly unknown[], prefix: string[] = []): string[][] {
  const present = values.filter((v) => v !== undefined);
  if (present.length > 0 && present.every(isMap)) {
    const keys = [...new Set(present.flatMap((v) => Object.keys(v)))].sort();
    return keys.flatMap((k) =>
      leafPaths(
        values.map((v) => (isPlainObject(v) ? v[k] : undefined)),
        [...prefix, k],
      ),
    );
  }
  return present.length > 0 ? [prefix] : [];
}

/** Whether an `--overwrite` spec covers `field` of the document at `docPath` (a spec names a field or a parent map). */
function covers(spec: string, docPath: string, field: string | null): boolean {
  const colon = spec.indexOf(':');
  const [specDoc, specField] = colon >= 0 ? [spec.slice(0, colon), spec.slice(colon + 1)] : [null, spec];
  if (specDoc === null && spec === docPath) return true; // the whole document
  if (specDoc !== null && specDoc !== docPath) return false;
  if (field === null) return false;
  return field === specField || field.startsWith(`${specField}.`);
}

function schemaProblems(kind: ConfigDocKind, path: string, data: Data): string[] {
  const parsed = CONFIG_DOC_SCHEMAS[kind].safeParse(normalizeFirestoreValue(data));
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => `${path} ${i.path.join('.') || '(document)'}: ${i.message}`);
}

function planDoc(doc: ConfigDoc, input: PlanInput, used: Set<string>): DocPlan {
  const live = input.live.get(doc.path);
  const applied = input.applied.get(doc.path);
  const overwritten = (field: string | null) => {
    const spec = input.overwrite.find((s) => covers(s, doc.path, field));
    if (spec !== undefined) used.add(spec);
    return spec !== undefined;
  };
  const base = { path: doc.path, kind: doc.kind, extraFields: [], invalid: [] };
  if (live === undefined) {
    if (applied !== undefined && !overwritten(null)) {
      return {
        ...base,
        action: 'kept deleted',
        changes: [],
        kept: [{ field: '(document)', live: undefined, files: doc.data, reason: 'deleted in the console' }],
        next: null,
        writeRecord: !equal(applied, doc.data),
      };
    }
    return {
      ...base,
      action: 'create',
      changes: [],
      kept: [],
      next: structuredClone(doc.data),
      writeRecord: true,
      invalid: schemaProblems(doc.kind, doc.path, doc.data),
    };
  }

  const changes: FieldChange[] = [];
  const kept: KeptField[] = [];
  const extraFields: DocPlan['extraFields'] = [];
  for (const path of leafPaths([doc.data, live, applied])) {
    const field = path.join('.');
    const d = get(doc.data, path);
    const l = get(live, path);
    const a = applied === undefined ? undefined : get(applied, path);
    if (equal(l, d)) continue;
    const lastProvisioned = applied !== undefined && a !== undefined;
    if (d === undefined) {
      // The files do not have it: dropped since the last provision (and untouched since), or never theirs.
      if (lastProvisioned && equal(l, a))
        changes.push({ field, path, from: l, to: undefined, reason: 'files dropped it' });
      else if (l !== undefined) extraFields.push({ field, live: l });
      continue;
    }
    if (l === undefined && !lastProvisioned) {
      changes.push({ field, path, from: undefined, to: d, reason: 'new' });
      continue;
    }
    if (lastProvisioned && equal(l, a)) {
      changes.push({ field, path, from: l, to: d, reason: 'files changed' });
      continue;
    }
    if (overwritten(field)) {
      changes.push({ field, path, from: l, to: d, reason: 'overwrite' });
      continue;
    }
    kept.push({
      field,
      live: l,
      files: d,
      reason:
        l === undefined
          ? 'deleted in the console'
          : applied === undefined
            ? 'set before the first provision'
            : 'edited in the console',
    });
  }
  const next = structuredClone(live);
  for (const c of changes) setAt(next, c.path, c.to);
  return {
    ...base,
    action: changes.length > 0 ? 'update' : 'unchanged',
    changes,
    kept,
    extraFields,
    next: changes.length > 0 ? next : null,
    writeRecord: changes.length > 0 || !equal(applied, doc.data),
    invalid: changes.length > 0 ? schemaProblems(doc.kind, doc.path, next) : [],
  };
}

/** The whole plan of one provision. */
export function planProvision(input: PlanInput): ProvisionPlan {
  const used = new Set<string>();
  const docs = input.desired.map((d) => planDoc(d, input, used));
  // The custom roles the platform settings hold after the apply (the files' or the ones an admin kept).
  const platform = docs.find((d) => d.kind === 'platform');
  const platformAfter = platform?.next ?? (platform ? input.live.get(platform.path) : undefined) ?? {};
  const roles = get(platformAfter, ['iam', 'userDefinedRoles']);
  const derivedDoc = productAdminClaimsDocument(Array.isArray(roles) ? roles : []);
  const derived: DerivedPlan = {
    path: derivedDoc.path,
    action:
      input.liveDerived === undefined
        ? 'create'
        : equal(input.liveDerived, derivedDoc.data)
          ? 'unchanged'
          : 'update',
    next: derivedDoc.data,
  };
  const desiredPaths = new Set(input.desired.map((d) => d.path));
  const extraDocs = input.livePaths.filter((p) => !desiredPaths.has(p.path));
  const writes =
    docs.filter((d) => d.next !== null).length +
    docs.filter((d) => d.writeRecord).length +
    (derived.action === 'unchanged' ? 0 : 1);
  return {
    docs,
    derived,
    extraDocs,
    unusedOverwrites: input.overwrite.filter((s) => !used.has(s)),
    writes,
  };
}
