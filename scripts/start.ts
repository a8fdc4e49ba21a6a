/**
 * `npm start`: builds the tenant's web app and functions, boots the Firebase Emulator Suite (auth, firestore,
 * functions, tasks, hosting), seeds the tenant's demo data, and prints the URL and demo accounts.
 * `TENANT=<id> npm start` starts another tenant. Ctrl-C stops everything.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { emulatorEnv, HOSTING_URL, waitForApiCatalogue, waitForEmulators } from './lib/emulators.js';
import { mailFolder } from './lib/mail-catcher.js';
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
  run('npm', ['run', '--silent', 'build', '-w', 'web', '--', '--logLevel', 'warn'], { TENANT: tenantId });

  console.log(`▶ Starting emulators… (${elapsed()})`);
  // Own process group: a terminal Ctrl-C then reaches firebase-tools exactly once (through us). Two SIGINTs make it
  // force-quit and orphan the Java and function processes.
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
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TENANT: tenantId },
      detached: true,
    },
  );
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    log.push(text);
    if (process.env.VERBOSE) process.stdout.write(text);
  };
  emulators.stdout?.on('data', keep);
  emulators.stderr?.on('data', keep);
  let stopping = false;
  emulators.on('exit', (code) => {
    if (stopping) process.exit(0);
    console.error(`\n✖ emulators stopped (exit ${code ?? '?'}). Last output:\n${log.join('').slice(-4000)}`);
    process.exit(1);
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (emulators.pid) process.kill(-emulators.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\n▶ Stopping emulators…');
    emulators.kill('SIGINT');
    // firebase-tools normally shuts down in a few seconds; never leave Java or function processes behind.
    setTimeout(() => {
      killGroup('SIGKILL');
      process.exit(0);
    }, 30_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  // Errors after the emulators started must not leave them running.
  process.on('exit', () => {
    if (!stopping) killGroup('SIGKILL');
  });

  await waitForEmulators(projectId, 120_000);
  console.log(`▶ Emulators up (${elapsed()}); seeding…`);
  Object.assign(process.env, emulatorEnv(projectId));
  const { seedTenant, demoAccounts } = await import('./seed.js');
  const summary = await seedTenant({ tenantId });
  await waitForApiCatalogue(summary.products);
  const tenant = loadTenant(tenantId);
  // The demo factsheets, once, through the generate-factsheets operation (scripts/lib/seed-factsheets.ts).
  const factsheetsStarted = performance.now();
  const { generateDemoFactsheets } = await import('./lib/seed-factsheets.js');
  // The demo stays usable without its pre-generated factsheets (staff can generate them from the admin console), so a
  // slow or failed batch is reported rather than taking the running demo down.
  try {
    const generated = await generateDemoFactsheets({
      projectId,
      hostingUrl: HOSTING_URL,
      products: tenant.catalogue.products,
      accounts: demoAccounts(tenantId),
      today: summary.today,
    });
    console.log(
      `▶ Demo factsheets: ${generated.factsheets} generated in ${((performance.now() - factsheetsStarted) / 1000).toFixed(1)} s` +
        (generated.failed.length > 0 ? `; failed: ${generated.failed.join(', ')}` : ''),
    );
  } catch (error) {
    console.warn(
      `▶ Demo factsheets not generated: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  console.log(`\n✔ ${tenant.settings.orgName} is running (${elapsed()})\n`);
  console.log(`  Portal:   ${HOSTING_URL}/`);
  console.log(
    `  API:      ${HOSTING_URL}/api/products/key-numbers?product_ids=${tenant.catalogue.products
      .slice(0, 3)
      .map((p) => p.productId)
      .join(',')}`,
  );
  console.log(
    `  Mail:     npm run mail (every mail the functions sent, caught by the local SMTP server; .eml files in ${relative(repoRoot, mailFolder(repoRoot, projectId))}/)`,
  );
  console.log(
    `  Seeded:   ${summary.products} products, ${summary.benchmarks} benchmarks, ${summary.priceSeries} price series ` +
      `(${summary.pricePoints.toLocaleString('en')} prices up to ${summary.today}), ${summary.documents} documents, ${summary.accounts} accounts ` +
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
