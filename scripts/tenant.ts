/**
 * The operator's commands for one tenant's Firebase project (docs/operations-runbook.md):
 *
 *   npm run tenant -- setup <id> [--apply] [--from <step>]      a new project: APIs, database, backups, auth
 *   npm run tenant -- provision <id> [--apply] [--overwrite <field> ...] [--project <id>]
 *   npm run tenant -- bootstrap-admin <id> <email> [--project <id>]
 *   npm run tenant -- drift <id> [--project <id>] | --all     (--all: every tenant, then a table)
 *   npm run tenant -- secrets <id> [--set <NAME>] [--prune]     the functions' secrets in the project
 *   npm run tenant -- logs <id> [--function <name> ...] [--lines <n>]
 *
 * With the Admin SDK's emulator variables set (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST: `npm start`, or
 * inside `npx tsx scripts/firebase.ts emulators:exec ...`) they work on the emulators, any project id; otherwise on the
 * tenant's real project (tenants/<id>/tenant.json `firebase.projectId`, Google application default credentials:
 * `gcloud auth application-default login`; the Firebase CLI's own `firebase login` for setup, secrets and logs). Nothing
 * of the demo (accounts, prices, content) is written by any of them. Dry run by default wherever something is written.
 */
import { spawnSync } from 'node:child_process';
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { bootstrapAdmin, BootstrapAdminError } from './lib/provision/bootstrap-admin.js';
import { provisionTenant, ProvisionError } from './lib/provision/provision.js';
import { formatPlan, planHasDrift } from './lib/provision/report.js';
import { listTenants, loadTenant, repoRoot, TenantConfigError, type LoadedTenant } from './lib/tenants.js';
import { logsCommand, secretCommands, setupSteps, type SetupStep } from './lib/provision/project-setup.js';
import { FUNCTION_SECRETS } from '../functions/src/tenant/deploy-params.js';
import { emulatorHost, runFirebase } from './firebase.js';
import { invokedDirectly } from './lib/invoked-directly.js';
import { googleAuth } from './lib/google-auth.js';
import { shellWord } from './lib/deploy/steps.js';

export const USAGE = `usage:
  npm run tenant -- setup <id> [--apply] [--from <step>]
  npm run tenant -- provision <id> [--apply] [--overwrite <field>|<docPath>:<field>|<docPath> ...] [--project <id>]
  npm run tenant -- bootstrap-admin <id> <email> [--project <id>]
  npm run tenant -- drift <id> [--project <id>] | drift --all
  npm run tenant -- secrets <id> [--set <NAME>] [--prune]
  npm run tenant -- logs <id> [--function <name> ...] [--lines <n>]`;

class UsageError extends Error {}

interface Target {
  tenant: LoadedTenant;
  projectId: string;
  emulator: boolean;
  where: string;
}

/** The project a command works on, refusing every combination that could write somewhere unintended. */
export function resolveTarget(
  tenant: LoadedTenant,
  projectOverride: string | undefined,
  env: NodeJS.ProcessEnv,
  needsAuth: boolean,
): Target {
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST;
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  const emulator = firestoreHost !== undefined && firestoreHost !== '';
  const ownProject = tenant.settings.firebase.projectId;
  if (emulator !== (authHost !== undefined && authHost !== '') && (needsAuth || !emulator)) {
    throw new UsageError(
      'FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set together (or neither): with one of them ' +
        'the Admin SDK would mix the emulators and a real project',
    );
  }
  const projectId = projectOverride ?? ownProject;
  if (!emulator) {
    if (projectId.startsWith('demo-'))
      throw new UsageError(
        `${projectId} exists only in the emulators: set firebase.projectId in tenants/${tenant.id}/tenant.json to the ` +
          'real project, or run against the emulators: while `npm start` runs, set ' +
          `FIRESTORE_EMULATOR_HOST=${emulatorHost('firestore')} FIREBASE_AUTH_EMULATOR_HOST=${emulatorHost('auth')}`,
      );
    if (projectId !== ownProject)
      throw new UsageError(
        `--project ${projectId} is not tenant ${tenant.id}'s project (${ownProject}, tenants/${tenant.id}/tenant.json): ` +
          'outside the emulators a tenant is written only to its own project',
      );
  }
  return {
    tenant,
    projectId,
    emulator,
    where: emulator ? `${projectId} on the emulators (${firestoreHost})` : projectId,
  };
}

function operator(target: Target): string {
  if (target.emulator) return 'operator:emulator';
  let name = 'unknown';
  try {
    name = userInfo().username;
  } catch {
    // no user database entry (a container): the host name alone
  }
  return `operator:${name}@${hostname()}`;
}

/** The repository's commit, `-dirty` when the working tree has changes (recorded with every provision). */
function release(): string | null {
  const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  if (head.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'tenants'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return `${head.stdout.trim()}${dirty.stdout.trim() === '' ? '' : '-dirty'}`;
}

async function withApp<T>(target: Target, run: (app: App) => Promise<T>): Promise<T> {
  const app = initializeApp({ projectId: target.projectId }, `tenant-cli-${String(Date.now())}`);
  try {
    return await run(app);
  } finally {
    await deleteApp(app);
  }
}

type Print = (line: string) => void;

async function provisionCommand(
  target: Target,
  apply: boolean,
  overwrite: string[],
  print: Print,
): Promise<number> {
  print(`provision ${target.tenant.id} → ${target.where}${apply ? '' : ' (dry run)'}`);
  const result = await withApp(target, (app) =>
    provisionTenant(getFirestore(app), target.tenant, {
      apply,
      overwrite,
      actor: operator(target),
      release: release(),
    }),
  );
  for (const line of formatPlan(result.plan)) print(line);
  print(
    'help.json and the site settings of tenant.json are deployed with the site (npm run deploy:all), not stored in Firestore.',
  );
  const invalid = result.plan.docs.some((d) => d.invalid.length > 0);
  if (!apply) {
    print(
      result.plan.writes === 0
        ? 'Nothing to write.'
        : 'Dry run: nothing written. Run again with --apply to write.',
    );
    return invalid ? 1 : 0;
  }
  print(
    result.written === 0
      ? 'Nothing to write: the project matches.'
      : `Written: ${String(result.written - 1)} documents and one audit log entry.`,
  );
  return 0;
}

async function bootstrapCommand(target: Target, email: string, print: Print): Promise<number> {
  const done = await withApp(target, (app) =>
    bootstrapAdmin(
      { db: getFirestore(app), auth: getAuth(app) },
      {
        email,
        tenantAllowedRoles: target.tenant.settings.allowedRoles,
        actor: operator(target),
        tenantId: target.tenant.id,
      },
    ),
  );
  print(
    `${email} (${done.uid}) on ${target.where} now holds ${done.roles.join(', ')}; audit entry ${done.auditId}. ` +
      'They sign in again (or wait for their token to refresh) to use it.',
  );
  return 0;
}

async function driftCommand(target: Target, print: Print): Promise<number> {
  print(`drift ${target.tenant.id} ↔ ${target.where}`);
  const { plan } = await withApp(target, (app) =>
    provisionTenant(getFirestore(app), target.tenant, {
      apply: false,
      overwrite: [],
      actor: operator(target),
      release: null,
    }),
  );
  const configDrift = planHasDrift(plan);
  print(`configuration (tenants/${target.tenant.id}/ ↔ Firestore): ${configDrift ? 'DIFFERS' : 'matches'}`);
  if (configDrift) for (const line of formatPlan(plan)) print(line);
  const { firebase } = target.tenant.settings;
  // Loaded only here: it reads the built functions bundle (scripts/lib/deployed-state).
  const { deployedDrift } = await import('./lib/deployed-state/index.js');
  const deployed = await deployedDrift({
    tenantId: target.tenant.id,
    projectId: target.projectId,
    region: firebase.region,
    emulator: target.emulator,
  });
  if (!deployed.checked)
    print(`deployed rules, indexes and functions: not checked (${deployed.reason ?? ''})`);
  else print(`deployed rules, indexes and functions: ${deployed.items.length === 0 ? 'match' : 'DIFFER'}`);
  for (const item of deployed.items) print(`  ${item.area.padEnd(10)} ${item.subject}: ${item.detail}`);
  for (const note of deployed.notes) print(`  note       ${note}`);
  const drift = configDrift || deployed.items.length > 0;
  print(drift ? 'Drift found.' : 'No drift.');
  return drift ? 1 : 0;
}

/**
 * Every tenant's drift, one after the other, then one line per tenant. A tenant that cannot be checked (a `demo-*`
 * project outside the emulators, an invalid folder, an API that refused) counts as a failure: exit 1 unless every
 * tenant was checked and has no drift.
 */
async function driftAll(env: NodeJS.ProcessEnv, print: Print): Promise<number> {
  const rows: { id: string; project: string; result: string }[] = [];
  for (const id of listTenants()) {
    let project = '-';
    try {
      const target = resolveTarget(loadTenant(id), undefined, env, false);
      project = target.projectId;
      const code = await driftCommand(target, print);
      rows.push({ id, project, result: code === 0 ? 'no drift' : 'DRIFT' });
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      print(`drift ${id}: not checked: ${reason}`);
      rows.push({ id, project, result: `NOT CHECKED: ${reason}` });
    }
    print('');
  }
  const width = Math.max(...rows.map((r) => r.id.length), 'tenant'.length);
  const pwidth = Math.max(...rows.map((r) => r.project.length), 'project'.length);
  print(`${'tenant'.padEnd(width)}  ${'project'.padEnd(pwidth)}  result`);
  for (const r of rows) print(`${r.id.padEnd(width)}  ${r.project.padEnd(pwidth)}  ${r.result}`);
  const clean = rows.filter((r) => r.result === 'no drift').length;
  print(`${String(clean)} of ${String(rows.length)} tenants checked without drift.`);
  return clean === rows.length ? 0 : 1;
}

/** A tenant's real project for the Firebase CLI commands (setup, secrets, logs): never a demo- or emulator project. */
function realProject(tenant: LoadedTenant, env: NodeJS.ProcessEnv): string {
  const { projectId } = tenant.settings.firebase;
  if (projectId.startsWith('demo-'))
    throw new UsageError(
      `${projectId} exists only in the emulators: put the real project id in tenants/${tenant.id}/tenant.json ` +
        '(firebase.projectId) first',
    );
  if (env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new UsageError('this command works on the real project: unset the emulator variables');
  return projectId;
}

const shell = (args: readonly string[]) => ['npx', 'firebase', ...args].map(shellWord).join(' ');

function describeStep(step: SetupStep): string {
  if (step.kind === 'firebase') return shell(step.args);
  if (step.kind === 'rest') return `${step.method} ${step.url}\n               ${JSON.stringify(step.body)}`;
  return `by hand: ${step.text}`;
}

async function runRestStep(step: Extract<SetupStep, { kind: 'rest' }>): Promise<void> {
  const client = await googleAuth().getClient();
  const res = await client.request({
    url: step.url,
    method: step.method,
    data: step.body,
    validateStatus: () => true,
  });
  if (res.status >= 300 && !(step.done ?? []).includes(res.status))
    throw new ProvisionError(
      `${step.id}: ${step.method} ${step.url} answered ${String(res.status)} ${JSON.stringify(res.data)}`,
    );
}

async function setupCommand(
  tenant: LoadedTenant,
  apply: boolean,
  from: string | undefined,
  env: NodeJS.ProcessEnv,
  print: Print,
): Promise<number> {
  const steps = setupSteps(tenant.settings);
  const start = from === undefined ? 0 : steps.findIndex((s) => s.id === from);
  if (start < 0)
    throw new UsageError(`--from ${from ?? ''}: no such step (${steps.map((s) => s.id).join(', ')})`);
  const projectId = apply ? realProject(tenant, env) : tenant.settings.firebase.projectId;
  print(`setup ${tenant.id} → ${projectId} (${tenant.settings.firebase.region})${apply ? '' : ' (dry run)'}`);
  for (const [i, step] of steps.entries()) {
    if (i < start) continue;
    print(`  ${String(i + 1).padStart(2)}. [${step.id}] ${step.title}`);
    print(`               ${describeStep(step)}`);
    if (!apply) continue;
    if (step.kind === 'manual') {
      const next = steps[i + 1];
      print(
        next
          ? `Stopped at a step done by hand. Then: npm run tenant -- setup ${tenant.id} --apply --from ${next.id}`
          : 'Last step: done by hand.',
      );
      return 0;
    }
    if (step.kind === 'firebase') {
      const { code } = await runFirebase(step.args);
      if (code !== 0) {
        print(
          `Step ${step.id} failed (exit ${String(code)}). Fix it, then: npm run tenant -- setup ${tenant.id} --apply --from ${step.id}`,
        );
        return 1;
      }
    } else await runRestStep(step);
  }
  if (!apply) {
    if (tenant.settings.firebase.projectId.startsWith('demo-'))
      print(
        `Blocked: ${projectId} is an emulator project id; set firebase.projectId in tenants/${tenant.id}/tenant.json first.`,
      );
    print('Dry run: nothing done. Run again with --apply.');
  }
  return 0;
}

async function secretsCommand(
  tenant: LoadedTenant,
  set: string | undefined,
  prune: boolean,
  env: NodeJS.ProcessEnv,
  print: Print,
): Promise<number> {
  const projectId = realProject(tenant, env);
  const commands = secretCommands(
    projectId,
    FUNCTION_SECRETS.map((s) => s.name),
  );
  if (set !== undefined) {
    if (!commands.names.includes(set))
      throw new UsageError(`${set} is not a secret of the functions (${commands.names.join(', ')})`);
    // The CLI prompts for the value (never an argument: it would stay in the shell history).
    const { code } = await runFirebase(commands.set(set));
    if (code === 0)
      print(
        `New version of ${set} set. It takes effect with the next deploy: npm run deploy:all -- --tenants ${tenant.id}`,
      );
    return code;
  }
  if (prune) return (await runFirebase(commands.prune)).code;
  let missing = 0;
  for (const name of commands.names) {
    const { code } = await runFirebase(commands.get(name), { captureStdout: true });
    if (code !== 0) missing += 1;
    print(
      `  ${name.padEnd(20)} ${code === 0 ? 'set' : 'MISSING: npm run tenant -- secrets ' + tenant.id + ' --set ' + name}`,
    );
  }
  return missing === 0 ? 0 : 1;
}

async function logsCommandRun(
  tenant: LoadedTenant,
  functions: string[],
  lines: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const n = Number(lines ?? '50');
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--lines ${lines ?? ''}: a positive whole number`);
  return (await runFirebase(logsCommand(realProject(tenant, env), functions, n))).code;
}

/** Runs one command; returns the exit code (0 ok, 1 drift or refused, 2 usage or configuration error). */
export async function runTenantCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  print: Print,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        apply: { type: 'boolean', default: false },
        overwrite: { type: 'string', multiple: true, default: [] },
        project: { type: 'string' },
        from: { type: 'string' },
        set: { type: 'string' },
        prune: { type: 'boolean', default: false },
        function: { type: 'string', multiple: true, default: [] },
        lines: { type: 'string' },
        all: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, tenantId, email] = positionals;
  if (command === 'drift' && values.all && positionals.length === 1 && values.project === undefined)
    return driftAll(env, print);
  if (tenantId === undefined) throw new UsageError(USAGE);
  const one = positionals.length === 2;
  if (command === 'setup' && one)
    return setupCommand(loadTenant(tenantId), values.apply, values.from, env, print);
  if (command === 'secrets' && one)
    return secretsCommand(loadTenant(tenantId), values.set, values.prune, env, print);
  if (command === 'logs' && one)
    return logsCommandRun(loadTenant(tenantId), values.function, values.lines, env);
  if (command === 'provision' && positionals.length === 2) {
    const target = resolveTarget(loadTenant(tenantId), values.project, env, false);
    return provisionCommand(target, values.apply, values.overwrite, print);
  }
  if (command === 'bootstrap-admin' && email !== undefined && positionals.length === 3) {
    const target = resolveTarget(loadTenant(tenantId), values.project, env, true);
    return bootstrapCommand(target, email, print);
  }
  if (command === 'drift' && positionals.length === 2) {
    const target = resolveTarget(loadTenant(tenantId), values.project, env, false);
    return driftCommand(target, print);
  }
  throw new UsageError(USAGE);
}

if (invokedDirectly(import.meta.url)) {
  runTenantCli(process.argv.slice(2), process.env, (line) => {
    console.log(line);
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError || error instanceof TenantConfigError) {
        console.error(error.message);
        process.exit(2);
      }
      console.error(
        error instanceof ProvisionError ||
          error instanceof BootstrapAdminError ||
          // A Google API the drift reads refused or failed (scripts/lib/deployed-state/google-deployed-api.ts).
          (error instanceof Error && error.name === 'DeployedApiError')
          ? error.message
          : error,
      );
      process.exit(1);
    },
  );
}
