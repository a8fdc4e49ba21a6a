/**
 * Fuzz support of the emulator suites (tests/api/*-fuzz.test.ts, issue 14 item 3): run counts, timing, the
 * translation check of error keys, and a snapshot of a Firestore project to prove a refused input wrote nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** Runs per property: `FUZZ_RUNS` (npm run fuzz: 10,000), else the `npm test` count (200). */
export function fuzzRuns(): number {
  const raw = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(raw) && raw > 0 ? raw : 200;
}

/** A test's time limit for `fuzzRuns()` inputs of an emulator property (up to ~20 ms each on a busy machine). */
export const fuzzTimeout = (): number => 60_000 + fuzzRuns() * 25;

/** Asserts an async property over `fuzzRuns()` inputs; prints runs and time (docs/fuzzing.md reads these lines). */
export async function assertFuzzAsync<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
): Promise<void> {
  const numRuns = fuzzRuns();
  const started = performance.now();
  await fc.assert(fc.asyncProperty(arbitrary, predicate), { numRuns });
  const ms = Math.round(performance.now() - started);
  console.log(`fuzz | ${name} | ${numRuns} runs | ${ms} ms`);
}

const LOCALES = join(import.meta.dirname, '../../web/src/locales');
const LANGS = ['en', 'de', 'fr', 'pt'] as const;
const files = new Map<string, unknown>();

function lookup(file: string, lang: string, key: string): unknown {
  const path = join(LOCALES, lang, `${file}.json`);
  if (!files.has(path)) files.set(path, JSON.parse(readFileSync(path, 'utf8')) as unknown);
  return key
    .split('.')
    .reduce<unknown>(
      (n, part) => (n !== null && typeof n === 'object' ? (n as Record<string, unknown>)[part] : undefined),
      files.get(path),
    );
}

/** The languages whose `<file>.json` has no text for `key` (empty: translated everywhere). */
export const untranslatedIn = (file: string, key: string): string[] =>
  LANGS.filter((lang) => typeof lookup(file, lang, key) !== 'string');

/**
 * For an API error key, which some pages keep in their own namespace (`api.errors.priceDataNotAllowed` in
 * price-data.json): the languages missing it in the namespace file that has it in English (errors.json first);
 * `['en']` when no file has it.
 */
export function untranslatedInSomeNamespace(key: string): string[] {
  const files = readdirSync(join(LOCALES, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort((a, b) => Number(b === 'errors') - Number(a === 'errors'));
  const home = files.find((file) => typeof lookup(file, 'en', key) === 'string');
  return home === undefined ? ['en'] : untranslatedIn(home, key);
}

async function dumpDoc(ref: DocumentReference, out: Map<string, string>): Promise<void> {
  const snap = await ref.get();
  if (snap.exists) out.set(ref.path, JSON.stringify(snap.data()));
  for (const sub of await ref.listCollections()) {
    for (const d of await sub.listDocuments()) await dumpDoc(d, out);
  }
}

/**
 * Every document of the project (and of its subcollections), path to JSON: equal snapshots before and after a
 * refused request prove it wrote nothing.
 */
export async function snapshotProject(db: Firestore): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const c of await db.listCollections()) {
    for (const d of await c.listDocuments()) await dumpDoc(d, out);
  }
  return out;
}

/** The documents of the given collections (one query each, no subcollections), path to JSON. */
export async function snapshotCollections(
  db: Firestore,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const path of paths) {
    for (const d of (await db.collection(path).get()).docs) out.set(d.ref.path, JSON.stringify(d.data()));
  }
  return out;
}

/** The paths that differ between two snapshots (added, removed or changed). */
export function changedPaths(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}
