/**
 * `npm run load [-- --duration 60 --connections 200 --sessions 50 --edits 20 --product global-equity-chf]`
 *
 * The API under load, as production serves it (docs/load.md):
 *  1. builds the functions (functions/dist, the deployed bundle), starts the Firestore and Auth emulators and seeds
 *     the demo tenant;
 *  2. serves the built `api` export with Google's Functions Framework, one instance;
 *  3. autocannon: `--connections` visitors replay a product's overview and live analysis calls for `--duration`
 *     seconds; requests/s and p50/p95/p99 per call kind and overall; any error, timeout or non-2xx fails the run;
 *  4. `--sessions` browser-like Firestore sessions (half visitors, half signed-in investors) hold the product page's
 *     listeners while an admin makes `--edits` edits of the product: every session must see every edit; the latency
 *     from the write to each snapshot is printed.
 * Exit status 0 only when both parts pass. Everything it starts stops on exit and on Ctrl-C.
 * Not part of `npm test` (minutes of wall time); run it alone on the machine (fixed emulator ports).
 */
import { spawnSync } from 'node:child_process';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { projectIdFor, repoRoot, runFirebase, tenantFromEnv } from './firebase.js';
import { productPageCalls, runApiLoad, warmUp, type ApiLoadReport } from './lib/load-api.js';
import { runListenerLoad, type ListenerReport } from './lib/load-listeners.js';
import { spawnFrontEnd, startApiServer, type ApiServer } from './lib/load-server.js';
import type { FrontEndStats } from './lib/load-front-end.js';
import { formatLatencyTable } from './lib/load-stats.js';
import { demoAccounts, seedTenant } from './seed.js';
import { API_INSTANCE } from '../functions/src/functions/api-options.js';

interface LoadOptions {
  durationSeconds: number;
  connections: number;
  sessions: number;
  edits: number;
  productId: string;
}

const DEFAULTS: LoadOptions = {
  durationSeconds: 60,
  connections: 200,
  sessions: 50,
  edits: 20,
  productId: 'global-equity-chf',
};

const FLAGS = {
  '--duration': 'durationSeconds',
  '--connections': 'connections',
  '--sessions': 'sessions',
  '--edits': 'edits',
  '--product': 'productId',
} as const;

function parseOptions(argv: readonly string[]): LoadOptions {
  const options = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const key = (FLAGS as Record<string, keyof LoadOptions | undefined>)[flag];
    const value = inline ?? argv[++i];
    if (!key || value === undefined) {
      throw new Error(
        `usage: npm run load -- [${Object.keys(FLAGS).join(' N] [')} ID]; got "${argv.join(' ')}"`,
      );
    }
    if (key === 'productId') {
      if (!/^[a-z0-9-]+$/.test(value)) throw new Error(`--product "${value}" is not a product id`);
      options.productId = value;
    } else {
      const n = Number(value);
      // Bounded on purpose: a load run shares the machine and must end.
      const max = { durationSeconds: 600, connections: 1000, sessions: 200, edits: 200 }[key];
      if (!Number.isInteger(n) || n < 1 || n > max)
        throw new Error(`${flag} must be a whole number 1..${max}`);
      options[key] = n;
    }
  }
  return options;
}

function toArgs(options: LoadOptions): string[] {
  return Object.entries(FLAGS).flatMap(([flag, key]) => [flag, String(options[key])]);
}

function printApi(
  report: ApiLoadReport,
  server: ApiServer,
  cpuBefore: number | null,
  front: FrontEndStats,
): void {
  console.log(
    `\nAPI: ${report.connections} connections for ${report.durationSeconds} s, one Functions Framework instance ` +
      `(heap ${server.heapMiB} MiB) behind a front end admitting ${API_INSTANCE.concurrency} requests at once`,
  );
  for (const line of formatLatencyTable(
    [...report.perKind, { label: 'all', summary: report.overall }],
    report.durationSeconds,
  )) {
    console.log(`  ${line}`);
  }
  const usage = server.usage();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const cpuSeconds = usage && cpuBefore !== null ? usage.cpuSeconds - cpuBefore : null;
  const cpu =
    usage && cpuSeconds !== null
      ? `, instance CPU ${(cpuSeconds / report.durationSeconds).toFixed(2)} cores on average` +
        ` (${((cpuSeconds * 1000) / Math.max(1, report.requests)).toFixed(1)} ms per request)` +
        `, RSS ${mb(usage.rssBytes)} at the end, peak ${mb(usage.peakRssBytes)}`
      : '';
  console.log(
    `  ${report.requests} requests, ${report.requestsPerSecond.toFixed(1)} req/s; errors ${report.errors}, ` +
      `timeouts ${report.timeouts}, non-2xx ${report.non2xx}${cpu}`,
  );
  console.log(
    `  front end: ${front.forwarded} forwarded, at most ${front.maxQueued} waiting for room, ` +
      `longest wait ${front.maxQueueWaitMs.toFixed(0)} ms, upstream errors ${front.upstreamErrors}`,
  );
  if (report.badStatuses.length > 0) console.log(`  non-2xx: ${report.badStatuses.join(', ')}`);
}

function printListeners(report: ListenerReport): void {
  console.log(
    `\nListeners: ${report.sessions} sessions (${report.signedIn} signed in), ${report.edits} admin edits; ` +
      `attached in ${(report.attachMs / 1000).toFixed(1)} s`,
  );
  for (const line of formatLatencyTable([
    { label: 'write -> snapshot', summary: report.latency },
    { label: 'write -> commit', summary: report.commit },
  ])) {
    console.log(`  ${line}`);
  }
  console.log(`  missed updates ${report.missed}, listener errors ${report.errors.length}`);
  for (const error of report.errors.slice(0, 10)) console.log(`    ${error}`);
}

/** Inside the emulators: seed, serve, load, report. Resolves with the exit status. */
async function runInside(options: LoadOptions): Promise<number> {
  const tenantId = tenantFromEnv();
  const projectId = projectIdFor(tenantId);
  const seeded = await seedTenant({ tenantId });
  console.log(`[load] seeded ${seeded.products} products in ${(seeded.timings.total / 1000).toFixed(1)} s`);
  const server = await startApiServer(projectId);
  console.log(`[load] API instance up (Functions Framework) in ${(server.bootMs / 1000).toFixed(1)} s`);
  const front = await spawnFrontEnd(server.port);
  const stopOnSignal = (signal: NodeJS.Signals) => {
    front.stop();
    void server.stop().finally(() => process.kill(process.pid, signal));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stopOnSignal);
  const admin = initializeApp({ projectId }, 'load-admin-sdk');
  try {
    const calls = await productPageCalls(front.url, options.productId);
    console.log(
      `[load] ${calls.length} calls per visitor (${options.productId}, overview then live analysis):`,
    );
    for (const call of calls) console.log(`  ${call.kind.padEnd(32)} ${call.path}`);
    await warmUp(front.url, calls);
    const cpuBefore = server.usage()?.cpuSeconds ?? null;
    const api = await runApiLoad({
      baseUrl: front.url,
      calls,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    });
    const frontStats = await front.stats();
    printApi(api, server, cpuBefore, frontStats);

    const adminAccount = demoAccounts(tenantId).find((a) => a.roles.includes('admin'));
    if (!adminAccount) throw new Error(`tenant ${tenantId} has no demo admin account`);
    const listeners = await runListenerLoad({
      projectId,
      productId: options.productId,
      sessions: options.sessions,
      edits: options.edits,
      admin: adminAccount,
      adminAuth: getAuth(admin),
    });
    printListeners(listeners);

    const apiOk =
      api.errors === 0 &&
      api.timeouts === 0 &&
      api.non2xx === 0 &&
      api.requests > 0 &&
      frontStats.upstreamErrors === 0;
    const listenersOk = listeners.missed === 0 && listeners.errors.length === 0;
    console.log(`\n[load] API ${apiOk ? 'PASS' : 'FAIL'}, listeners ${listenersOk ? 'PASS' : 'FAIL'}`);
    return apiOk && listenersOk ? 0 : 1;
  } finally {
    front.stop();
    await server.stop();
    await deleteApp(admin);
  }
}

/** Outside: build the functions, then run this script again inside `emulators:exec` (which stops the emulators). */
async function runOutside(options: LoadOptions): Promise<number> {
  const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  const inner = ['npx', 'tsx', 'scripts/load.ts', ...toArgs(options)].join(' ');
  const { code } = await runFirebase(['emulators:exec', '--only', 'auth,firestore', inner], {
    env: { ...process.env, LOAD_INSIDE_EMULATORS: '1' },
  });
  return code;
}

async function main(): Promise<void> {
  try {
    const options = parseOptions(process.argv.slice(2));
    process.exitCode =
      process.env.LOAD_INSIDE_EMULATORS === '1' ? await runInside(options) : await runOutside(options);
  } catch (error) {
    console.error(`[load] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
  // Firestore clients and the emulators' sockets may keep the loop alive: the run is over.
  process.exit();
}

void main();
