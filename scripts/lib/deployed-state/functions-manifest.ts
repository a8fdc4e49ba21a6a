/**
 * The functions a deploy would create, with their options, read the way the Firebase CLI reads them: from the BUILT
 * bundle (firebase.json `functions[].source`, its package.json `main`), through firebase-functions' own discovery.
 * The CLI runs `firebase-functions` (node_modules/.bin; firebase-functions lib/bin/firebase-functions.js) in the
 * source folder; the SDK imports the bundle, collects every export's `__endpoint` (runtime/loader.js `loadStack`)
 * and writes the manifest (runtime/manifest.js `stackToWire`: params and RESET_VALUE turned into JSON, an option the
 * code leaves unset is `null`, "reset to the platform's default"). We set FUNCTIONS_MANIFEST_OUTPUT_PATH, which makes
 * it write the manifest to a file and exit instead of serving it on a port.
 *
 * The bundle reads its region from the tenant stamp beside it (`.tenant/site.json`, functions/tenant-stamp.ts), so
 * the bundle is copied to a temporary folder and stamped there for the tenant: functions/dist keeps its own stamp
 * (an emulator may be serving it). The copy's `node_modules` is a link to the repo's, where Node finds the packages
 * the bundle keeps external (firebase-functions, firebase-admin, @resvg/resvg-js) as it does from functions/dist.
 *
 * The discovery process gets the CLI's environment (firebase-tools deploy/functions/prepare.js loadCodebases,
 * runtimes/node serveAdmin): GCLOUD_PROJECT, FIREBASE_CONFIG, GOOGLE_CLOUD_QUOTA_PROJECT, FUNCTIONS_CONTROL_API,
 * HOME, PATH, NODE_ENV and nothing else. Loading the bundle runs its module code: initializeApp() reads
 * FIREBASE_CONFIG, and the file store takes the default bucket's handle at load (no network call), so
 * FIREBASE_CONFIG must name the bucket as the CLI's does ({projectId, storageBucket}, from the project's Admin SDK
 * config): without it the load fails ("Bucket name not specified"), in a deploy as here. No option depends on the
 * bucket. The functions' `.env` files are not read at discovery by the CLI either.
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { stampFunctionsTenant } from '../../../functions/tenant-stamp.js';

/** One endpoint of the manifest (firebase-functions ManifestEndpoint in wire form); only what the check reads. */
const wireEndpointSchema = z.looseObject({
  platform: z.string().optional(),
  omit: z.union([z.boolean(), z.string()]).optional(),
  region: z.array(z.string()).optional(),
  entryPoint: z.string().optional(),
  availableMemoryMb: z.union([z.number(), z.string()]).nullable().optional(),
  cpu: z.union([z.number(), z.string()]).nullable().optional(),
  concurrency: z.union([z.number(), z.string()]).nullable().optional(),
  timeoutSeconds: z.union([z.number(), z.string()]).nullable().optional(),
  minInstances: z.union([z.number(), z.string()]).nullable().optional(),
  maxInstances: z.union([z.number(), z.string()]).nullable().optional(),
  ingressSettings: z.string().nullable().optional(),
  serviceAccountEmail: z.string().nullable().optional(),
  vpc: z.looseObject({ connector: z.string() }).nullable().optional(),
  secretEnvironmentVariables: z
    .array(z.looseObject({ key: z.string(), secret: z.string().optional() }))
    .nullable()
    .optional(),
  labels: z.record(z.string(), z.string()).optional(),
  httpsTrigger: z.looseObject({}).optional(),
  callableTrigger: z.looseObject({}).optional(),
  taskQueueTrigger: z.looseObject({}).optional(),
  scheduleTrigger: z
    .looseObject({ schedule: z.string(), timeZone: z.string().nullable().optional() })
    .optional(),
  blockingTrigger: z.looseObject({ eventType: z.string() }).optional(),
  eventTrigger: z
    .looseObject({
      eventType: z.string(),
      eventFilters: z.record(z.string(), z.string()).optional(),
      eventFilterPathPatterns: z.record(z.string(), z.string()).optional(),
      retry: z.union([z.boolean(), z.string()]).optional(),
      region: z.string().optional(),
      channel: z.string().optional(),
    })
    .optional(),
});
export type WireEndpoint = z.infer<typeof wireEndpointSchema>;

const manifestSchema = z.looseObject({
  specVersion: z.string(),
  endpoints: z.record(z.string(), wireEndpointSchema),
});
export type FunctionsManifest = z.infer<typeof manifestSchema>;

/** Parses the manifest the SDK writes. */
export function parseFunctionsManifest(json: unknown): FunctionsManifest {
  return manifestSchema.parse(json);
}

/** The bundle is not built: nothing to read the functions from. */
export class FunctionsBundleMissingError extends Error {
  constructor(readonly file: string) {
    super(`${file} is missing: build the functions first (npm run build -w functions)`);
    this.name = 'FunctionsBundleMissingError';
  }
}

/** The bundle's entry file (`<source>/<package.json main>`). */
export function functionsBundleEntry(repoRoot: string, source: string): string {
  const dir = join(repoRoot, source);
  const pkgFile = join(dir, 'package.json');
  const main = existsSync(pkgFile)
    ? (z.looseObject({ main: z.string().optional() }).parse(JSON.parse(readFileSync(pkgFile, 'utf8'))).main ??
      'index.js')
    : 'index.js';
  return join(dir, main);
}

/** firebase-functions' discovery binary, looked up where the CLI looks (source, project, then the repo root). */
function discoveryBinary(repoRoot: string, source: string): string {
  const candidates = [join(repoRoot, source), join(repoRoot, 'functions'), repoRoot].map((dir) =>
    join(dir, 'node_modules', 'firebase-functions', 'lib', 'bin', 'firebase-functions.js'),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error('firebase-functions is not installed (npm ci)');
  return found;
}

const DISCOVERY_TIMEOUT_MS = 60_000;

function runDiscovery(bin: string, cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    // The CLI passes the folder and runs in it (the binary reads `.` when given a single argument).
    const child = spawn(process.execPath, [bin, cwd], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), DISCOVERY_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `loading the functions bundle failed (${signal ?? `exit ${String(code)}`}): ${output.trim() || 'no output'}`,
          ),
        );
    });
  });
}

/**
 * The manifest of the built bundle stamped for `tenantId`. Throws `FunctionsBundleMissingError` when the bundle is
 * not built.
 */
export async function loadFunctionsManifest(o: {
  repoRoot: string;
  /** firebase.json `functions[].source`. */
  source: string;
  tenantId: string;
  projectId: string;
  /**
   * The project's default bucket; absent: `<projectId>.appspot.com`, what the CLI itself assumes for a project it
   * does not ask (firebase-tools emulator/adminSdkConfig.js, demo- projects).
   */
  storageBucket?: string;
  /** The tenants' folder (tests pass a fixture); the repo's tenants/ by default. */
  tenantsDir?: string;
}): Promise<FunctionsManifest> {
  const entry = functionsBundleEntry(o.repoRoot, o.source);
  if (!existsSync(entry)) throw new FunctionsBundleMissingError(entry);
  const bin = discoveryBinary(o.repoRoot, o.source);
  const dir = mkdtempSync(join(tmpdir(), 'deployed-state-'));
  try {
    const sourceDir = join(o.repoRoot, o.source);
    const copied = join(dir, entry.slice(sourceDir.length + 1));
    mkdirSync(dirname(copied), { recursive: true });
    copyFileSync(entry, copied);
    if (existsSync(join(sourceDir, 'package.json'))) {
      copyFileSync(join(sourceDir, 'package.json'), join(dir, 'package.json'));
    }
    symlinkSync(join(o.repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    stampFunctionsTenant(dir, o.tenantId, o.tenantsDir);
    const output = join(dir, 'manifest.json');
    await runDiscovery(bin, dir, {
      FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
      FUNCTIONS_CONTROL_API: 'true',
      GCLOUD_PROJECT: o.projectId,
      GOOGLE_CLOUD_QUOTA_PROJECT: o.projectId,
      FIREBASE_CONFIG: JSON.stringify({
        projectId: o.projectId,
        storageBucket: o.storageBucket ?? `${o.projectId}.appspot.com`,
      }),
      HOME: process.env.HOME,
      PATH: process.env.PATH,
      NODE_ENV: process.env.NODE_ENV,
    });
    return parseFunctionsManifest(JSON.parse(readFileSync(output, 'utf8')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // Tests are not bundled.
    if (entry.isFile() && !entry.name.includes('.test.')) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * A note when the bundle is older than the sources it is built from (functions/src, packages/domain/src): the
 * expected functions are then those of the last build, not of the working tree. Modification times only: a fresh
 * checkout can make an up-to-date bundle look old.
 */
export function staleBundleNote(repoRoot: string, entry: string): string | null {
  const built = statSync(entry).mtimeMs;
  const sources = Math.max(
    newestMtime(join(repoRoot, 'functions', 'src')),
    newestMtime(join(repoRoot, 'packages', 'domain', 'src')),
  );
  return sources > built
    ? `${entry.slice(repoRoot.length + 1)} is older than the functions' sources: the functions were compared as last ` +
        'built (npm run build -w functions)'
    : null;
}
