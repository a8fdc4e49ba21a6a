/**
 * firebase.json is tenant-neutral: its Hosting rewrite to the `api` function names no region. The Firebase CLI runs
 * with a copy that carries the tenant's region (tenant.json `firebase.region`, the one home of it): the Hosting
 * emulator would otherwise proxy to us-central1, and a deploy must not guess. scripts/firebase.ts writes the copy for
 * emulator runs, the deploy step (scripts/lib/deploy/deploy-step.ts) for a deploy (with the production headers too).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface FunctionRewrite {
  source: string;
  function: { functionId: string; region?: string };
}
interface FirebaseJson {
  hosting?: { rewrites?: readonly (FunctionRewrite | { source: string; destination: string })[] };
  functions?: readonly Record<string, unknown>[];
}

/** The copy the CLI runs with, beside firebase.json so every relative path in it stays valid (git-ignored). */
export const TENANT_FIREBASE_CONFIG = 'firebase.tenant.json';

/** `config` with `region` on every Hosting rewrite to a function (pure). */
export function withFunctionRegion<T>(config: T, region: string): T {
  const json = config as FirebaseJson;
  const rewrites = json.hosting?.rewrites;
  if (!json.hosting || !rewrites) return config;
  return {
    ...config,
    hosting: {
      ...json.hosting,
      rewrites: rewrites.map((r) => ('function' in r ? { ...r, function: { ...r.function, region } } : r)),
    },
  };
}

/**
 * `config` without the functions' `predeploy` hook (pure): a deploy builds the functions itself, once, stamped with
 * the tenant and the release (scripts/lib/deploy/deploy-step.ts); the hook would build them a second time.
 */
export function withoutPredeploy<T>(config: T): T {
  const json = config as FirebaseJson;
  if (!json.functions) return config;
  return {
    ...config,
    functions: json.functions.map((codebase) =>
      Object.fromEntries(Object.entries(codebase).filter(([key]) => key !== 'predeploy')),
    ),
  };
}

/** Writes `config` as `<dir>/<file>` atomically (a reader sees the old or the new file); returns `file`. */
export function writeFirebaseConfig(dir: string, file: string, config: unknown): string {
  const tmp = join(dir, `${file}.${String(process.pid)}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(tmp, join(dir, file));
  return file;
}
