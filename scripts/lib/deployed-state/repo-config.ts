/**
 * What firebase.json says a deploy takes from the repo: the rules and indexes files, the functions' source folder,
 * runtime and codebase. The drift check reads the same entries the Firebase CLI reads, so the paths have one home.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const firestoreEntrySchema = z.looseObject({
  database: z.string().optional(),
  rules: z.string().optional(),
  indexes: z.string().optional(),
});
const storageEntrySchema = z.looseObject({
  rules: z.string(),
  bucket: z.string().optional(),
  target: z.string().optional(),
});
const functionsEntrySchema = z.looseObject({
  source: z.string(),
  codebase: z.string().optional(),
  runtime: z.string().optional(),
});

const firebaseJsonSchema = z.looseObject({
  firestore: z.union([firestoreEntrySchema, z.array(firestoreEntrySchema)]).optional(),
  storage: z.union([storageEntrySchema, z.array(storageEntrySchema)]).optional(),
  functions: z.union([functionsEntrySchema, z.array(functionsEntrySchema)]).optional(),
});

export interface StorageRulesEntry {
  rules: string;
  /** Named bucket; absent: the project's default bucket (the CLI asks the project for it). */
  bucket?: string;
  /** A deploy target (.firebaserc): not resolvable here. */
  target?: string;
}

export interface RepoDeployConfig {
  /** firestore.rules of the (default) database, relative to the repo root; null when firebase.json deploys none. */
  firestoreRules: string | null;
  firestoreIndexes: string | null;
  storage: StorageRulesEntry[];
  /** The functions codebase (one: this repo deploys one). */
  functions: { source: string; codebase: string; runtime: string | null } | null;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Reads `<repoRoot>/firebase.json`. */
export function readRepoDeployConfig(repoRoot: string): RepoDeployConfig {
  const json: unknown = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const config = firebaseJsonSchema.parse(json);
  const firestore = asList(config.firestore).find((e) => (e.database ?? '(default)') === '(default)');
  const functions = asList(config.functions);
  if (functions.length > 1) {
    throw new Error('firebase.json: more than one functions codebase; the drift check knows one');
  }
  const fn = functions[0];
  return {
    firestoreRules: firestore?.rules ?? null,
    firestoreIndexes: firestore?.indexes ?? null,
    storage: asList(config.storage).map((e) => ({
      rules: e.rules,
      ...(e.bucket === undefined ? {} : { bucket: e.bucket }),
      ...(e.target === undefined ? {} : { target: e.target }),
    })),
    functions: fn
      ? { source: fn.source, codebase: fn.codebase ?? 'default', runtime: fn.runtime ?? null }
      : null,
  };
}
