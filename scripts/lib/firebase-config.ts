/**
 * firebase.json is tenant-neutral: its Hosting rewrite to the `api` function names no region. The Firebase CLI runs
 * with a copy that carries the tenant's region (tenant.json `firebase.region`, the one home of it): the Hosting
 * emulator would otherwise proxy to us-central1, and a deploy must not guess. scripts/firebase.ts writes the copy for
 * emulator runs, scripts/deploy.ts for a deploy (with the production headers too).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface FunctionRewrite {
  source: string;
  function: { functionId: string; region?: string };
}
interface FirebaseJson {
  hosting?: { rewrites?: readonly (FunctionRewrite | { source: string; destination: string })[] };
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

/** Writes `config` as `<dir>/<file>` atomically (a reader sees the old or the new file); returns `file`. */
export function writeFirebaseConfig(dir: string, file: string, config: unknown): string {
  const tmp = join(dir, `${file}.${String(process.pid)}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(tmp, join(dir, file));
  return file;
}
