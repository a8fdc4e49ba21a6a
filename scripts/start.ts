/**
 * `npm start`: builds the tenant's web app and functions, boots the Firebase Emulator Suite (auth, firestore,
 * functions, tasks, hosting), seeds the tenant's demo data, and prints the URL and demo accounts.
 * `TENANT=<id> npm start` starts another tenant. Ctrl-C stops everything.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { emulatorEnv, HOSTING_URL, waitForEmulators } from './lib/emulators.js';
import { projectIdFor, repoRoot } from './firebase.js';
import { loadTenant, TenantConfigError } from './lib/tenants.js';

const tenantId = process.env.TENANT ?? 'demo';
const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const r = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal ?? '?'})`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  try {
    loadTenant(tenantId);
  } catch (e) {
    if (e instanceof TenantConfigError) {
      console.error(`✖ tenant "${tenantId}" is not valid:\n${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const projectId = projectIdFor(tenantId);
  console.log(`▶ Building tenant "${tenantId}" (project ${projectId})…`);
  run('npm', ['run', '--silent', 'build', '-w', 'functions']);
  run('npm', ['run', '--silent', 'build', '-w', 'web'], { TENANT: tenantId });

  console.log(`▶ Starting emulators… (${elapsed()})`);
  const emulators: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/firebase.ts',
      'emulators:start',
      '--only',
      'auth,firestore,functions,tasks,hosting',
      '--project',
      projectId,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TENANT: tenantId } },
  );
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    log.push(text);
    if (process.env.VERBOSE) process.stdout.write(text);
  };
  emulators.stdout?.on('data', keep);
  emulators.stderr?.on('data', keep);
  let exited = false;
  emulators.on('exit', (code) => {
    exited = true;
    if (!stopping) {
      console.error(
        `\n✖ emulators stopped (exit ${code ?? '?'}). Last output:\n${log.join('').slice(-4000)}`,
      );
      process.exit(1);
    }
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\n▶ Stopping emulators…');
    emulators.kill('SIGINT');
    void sleep(15_000).then(() => {
      if (!exited) emulators.kill('SIGKILL');
      process.exit(0);
    });
    emulators.on('exit', () => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await waitForEmulators(projectId, 120_000);
  console.log(`▶ Emulators up (${elapsed()}); seeding…`);
  Object.assign(process.env, emulatorEnv(projectId));
  const { seedTenant, demoAccounts } = await import('./seed.js');
  const summary = await seedTenant({ tenantId });
  const tenant = loadTenant(tenantId);

  console.log(`\n✔ ${tenant.settings.orgName} is running (${elapsed()})\n`);
  console.log(`  Portal:   ${HOSTING_URL}/`);
  console.log(
    `  API:      ${HOSTING_URL}/api/products/key-numbers?product_ids=${tenant.catalogue.products
      .slice(0, 3)
      .map((p) => p.productId)
      .join(',')}`,
  );
  console.log(
    `  Seeded:   ${summary.products} products, ${summary.benchmarks} benchmarks, ${summary.priceSeries} price series ` +
      `(${summary.pricePoints.toLocaleString('en')} prices up to ${summary.today}), ${summary.accounts} accounts ` +
      `in ${(summary.timings.total / 1000).toFixed(1)} s`,
  );
  console.log('\n  Demo accounts:');
  for (const a of demoAccounts(tenantId)) {
    console.log(`    ${a.label.padEnd(16)} ${a.email.padEnd(32)} ${a.password}`);
  }
  console.log('\n  Press Ctrl-C to stop.\n');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
