/**
 * `npm run load`'s API server: the built `api` export of functions/dist served by Google's Functions Framework, the
 * server Cloud Functions v2 (Cloud Run) wraps around a Node function in production, as ONE instance (one process,
 * one event loop), pointed at the Firestore and Auth emulators. Not the functions emulator: that one proxies every
 * call through firebase-tools and runs each request in a worker it manages, which is not what production measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_INSTANCE, memoryMiB } from '../../functions/src/functions/api-options.js';
import { LOCAL_SECRETS, repoRoot } from '../firebase.js';
import type { FrontEndStats } from './load-front-end.js';

export interface ApiServer {
  /** `http://127.0.0.1:<port>`: the API answers under `/api/...` as behind Hosting's rewrite. */
  url: string;
  port: number;
  /** The heap limit the instance runs with (`--max-old-space-size`), from the function's memory option. */
  heapMiB: number;
  /** From spawning the process to its first healthy answer (module load, Admin SDK, the first Firestore read). */
  bootMs: number;
  /** Ends the process (SIGTERM, SIGKILL after 5 s) and resolves once it has exited. */
  stop: () => Promise<void>;
  /**
   * CPU seconds used so far, resident memory now and its peak (Linux /proc): a busy instance from a waiting one, and
   * how close it comes to the function's memory limit.
   */
  usage: () => { cpuSeconds: number; rssBytes: number; peakRssBytes: number } | null;
}

/** The framework's CLI (its package's `bin`; the package exports no `./package.json`), run with our own node. */
function frameworkCli(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@google-cloud/functions-framework'));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@google-cloud/functions-framework: no package.json found');
    dir = parent;
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  const bin = Object.values(manifest.bin)[0];
  if (!bin) throw new Error(`${dir}/package.json names no bin`);
  return join(dir, bin);
}

/** A free loopback port (not one of the emulators' fixed ports, which other runs may hold). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * What the Functions runtime gives the `api` function in production, with the emulators' addresses instead of
 * Google's: the project, the Firebase config, the function's identity and its secrets as environment variables
 * (defineSecret reads them from there). FUNCTIONS_EMULATOR is deliberately absent: the code takes its production
 * paths.
 */
function serverEnv(projectId: string, port: number): NodeJS.ProcessEnv {
  // A clean environment: nothing of the developer's shell (NODE_OPTIONS, credentials) leaks into the instance.
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, PATH, HOME, TZ } = process.env;
  return {
    PATH,
    HOME,
    TZ,
    NODE_ENV: 'production',
    PORT: String(port),
    FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST,
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` }),
    FUNCTION_TARGET: 'api',
    FUNCTION_SIGNATURE_TYPE: 'http',
    K_SERVICE: 'api',
    K_REVISION: 'api-load',
    ...LOCAL_SECRETS,
  };
}

/** utime + stime (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 1/100 s), VmRSS and VmHWM (its peak). */
function processUsage(pid: number): { cpuSeconds: number; rssBytes: number; peakRssBytes: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = (field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) * 1024;
    return { cpuSeconds: ticks / 100, rssBytes: kB('VmRSS'), peakRssBytes: kB('VmHWM') };
  } catch {
    return null;
  }
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Functions Framework exited (${child.exitCode})`);
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (res?.ok) return;
    await sleep(200);
  }
  throw new Error(`the API did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** Starts the framework on functions/dist and waits until `/api/health` answers. */
export async function startApiServer(projectId: string): Promise<ApiServer> {
  const port = await freePort();
  const heapMiB = memoryMiB(API_INSTANCE.memory) / 2;
  const spawnedAt = performance.now();
  const child = spawn(
    process.execPath,
    [
      // The heap a container of the function's memory gets: Node sizes its heap from the container's limit, which
      // this machine (many GB, no limit) does not have; half of it, the rest for buffers, code and zlib's threads.
      `--max-old-space-size=${heapMiB}`,
      // Node flags for the instance only, e.g. LOAD_INSTANCE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to
      // profile it (docs/load.md); the instance's environment is otherwise clean (no NODE_OPTIONS).
      ...(process.env.LOAD_INSTANCE_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      frameworkCli(),
      '--target=api',
      '--signature-type=http',
      `--source=${join(repoRoot, 'functions', 'dist')}`,
      `--port=${port}`,
    ],
    { cwd: repoRoot, env: serverEnv(projectId, port), stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  // Whatever way this process ends, the instance ends with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
    if (!killed) child.kill('SIGKILL');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const bootMs = performance.now() - spawnedAt;
  const { pid } = child;
  return { url, port, heapMiB, bootMs, stop, usage: () => (pid === undefined ? null : processUsage(pid)) };
}

export interface FrontEnd {
  /** `http://127.0.0.1:<port>`: where visitors connect. */
  url: string;
  stats: () => Promise<FrontEndStats>;
  stop: () => void;
}

/**
 * Cloud Run's front end in miniature (load-front-end.ts) before the instance on `instancePort`: at most the
 * function's `concurrency` requests in the instance at once, the rest queued. Its own process.
 */
export async function spawnFrontEnd(instancePort: number): Promise<FrontEnd> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repoRoot, 'scripts', 'lib', 'load-front-end.ts'),
      String(instancePort),
      String(API_INSTANCE.concurrency),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('the front end did not start within 30 s'));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the front end exited (${code})`));
    });
    child.on('message', (message: { port?: number }) => {
      if (typeof message.port === 'number') {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () =>
      new Promise((resolve) => {
        const onMessage = (message: { stats?: FrontEndStats }) => {
          if (!message.stats) return;
          child.off('message', onMessage);
          resolve(message.stats);
        };
        child.on('message', onMessage);
        child.send('stats');
      }),
    stop: () => {
      child.kill('SIGTERM');
    },
  };
}
