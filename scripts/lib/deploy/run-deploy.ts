/**
 * A deploy of one or more tenants (docs/deploy.md): `npm run deploy` (one tenant) and `npm run deploy:all` (waves)
 * both run this. A dry run prints the whole plan from the checkout alone (no credentials, no network) and exits 0
 * whatever it finds; a run refuses before building anything while the checkout has changes or any tenant fails a check.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { runFirebase } from '../../firebase.js';
import {
  buildEnv,
  buildSteps,
  deployCommand,
  prepareSteps,
  smokeCommand,
  type DeployTarget,
} from './deploy-step.js';
import { deployWaves, type Wave } from './plan.js';
import { gitState, releaseName, tagCommand, type GitState } from './release.js';
import { runWaves, type DeployRun, type StepOutcome, type StepRunner } from './run-waves.js';
import { formatDuration, formatStatusTable, type StatusRow } from './status-table.js';
import { describeStep, runSteps, type Step } from './steps.js';
import { API_KEY_CHECK, localChecks, projectChecks, type LocalChecks } from './tenant-checks.js';

export interface DeployRequest {
  /** In deploy order. */
  tenants: readonly string[];
  canary: string;
  dryRun: boolean;
  /** The checkout: tenants/, functions/.env.<project>, where the builds run. */
  root: string;
  /** false: the Firebase CLI never waits for an answer (`--non-interactive`). */
  interactive: boolean;
  /** Further `firebase deploy` arguments (`npm run deploy -- --only hosting`). */
  firebaseArgs?: readonly string[];
  /** The web API key to build with instead of the project's (`VITE_FIREBASE_API_KEY`: one tenant only). */
  apiKey?: string;
  now?: Date;
}

/** How many times a smoke check is tried, and how far apart: a new Hosting release can take a moment everywhere. */
const SMOKE_ATTEMPTS = 3;
const SMOKE_RETRY_MS = 20_000;

const API_KEY_PLACEHOLDER = '<web API key: apps:sdkconfig WEB>';

/** Why a tenant cannot be deployed, from the checkout alone; null when nothing local stands in the way. */
export function blockedReason(local: LocalChecks): string | null {
  const failed = local.checks.filter((c) => !c.ok);
  return failed.length === 0 ? null : failed.map((c) => `${c.name}: ${c.detail}`).join('; ');
}

/** Every step a tenant's deploy runs after its checks, in order. */
export function tenantSteps(
  target: DeployTarget,
  release: string,
  request: Pick<DeployRequest, 'root' | 'interactive' | 'firebaseArgs'>,
  apiKey: string,
): { build: Step[]; deploy: Step[]; smoke: Step[] } {
  return {
    build: buildSteps(buildEnv(target, release, apiKey)),
    deploy: [
      ...prepareSteps(target, request.root),
      deployCommand(target, release, {
        interactive: request.interactive,
        ...(request.firebaseArgs ? { extra: request.firebaseArgs } : {}),
      }),
    ],
    smoke: [smokeCommand(target, release)],
  };
}

function checkoutLine(git: GitState): string {
  if (git.commit === null)
    return 'not a git checkout: a run refuses (a release is a tag of the commit it builds)';
  if (git.changes.length === 0) return `clean at ${git.commit.slice(0, 12)}`;
  return (
    `${git.changes.length} changed or untracked file(s) at ${git.commit.slice(0, 12)}: a run refuses ` +
    '(the release tag must be what is deployed)'
  );
}

/** The plan as text (pure): release, waves, and per tenant its checks and the exact commands. */
export function renderPlan(input: {
  request: Pick<DeployRequest, 'root' | 'interactive' | 'firebaseArgs' | 'apiKey'>;
  waves: readonly Wave[];
  locals: ReadonlyMap<string, LocalChecks>;
  release: string;
  git: GitState;
}): string {
  const { request, waves, locals, release, git } = input;
  const tenants = waves.flatMap((w) => w.tenants);
  const out: string[] = [
    `release   ${release}`,
    `          $ ${describeStep(tagCommand(release, tenants), request.root)}`,
    `checkout  ${checkoutLine(git)}`,
    `waves     ${waves.map((w) => `${w.name}: ${w.tenants.join(', ')}`).join(' | ')}`,
  ];
  waves.forEach((wave, i) => {
    out.push(
      '',
      `== wave ${i + 1}: ${wave.name}${i > 0 ? ' (only once every tenant before it is deployed and its smoke check passed)' : ''} ==`,
    );
    for (const tenantId of wave.tenants) {
      const local = locals.get(tenantId);
      if (!local) continue;
      const { target } = local;
      const blocked = blockedReason(local);
      out.push(
        '',
        target
          ? `${tenantId}  project ${target.projectId}  region ${target.region}  site ${target.siteUrl}`
          : `${tenantId}  (configuration does not load)`,
        blocked
          ? `  BLOCKED: ${blocked}`
          : '  deployable as far as the checkout tells (project checks pending)',
        '  checks',
        ...local.checks.map((c) => `    ${c.ok ? '✓' : '✖'} ${c.name}: ${c.detail}`),
      );
      if (!target) continue;
      for (const check of projectChecks(target)) {
        if (check.name === API_KEY_CHECK && request.apiKey) continue;
        out.push(`    · ${check.name}: $ ${describeStep(check.command, request.root)}`);
      }
      const steps = tenantSteps(target, release, request, request.apiKey ?? API_KEY_PLACEHOLDER);
      out.push('  steps');
      for (const step of [...steps.build, ...steps.deploy, ...steps.smoke]) {
        out.push(`    $ ${describeStep(step, request.root)}`);
      }
    }
  });
  return out.join('\n');
}

/** Why a run must not start, from the checkout alone (null: it may): changes a tag would not hold, blocked tenants. */
export function refusal(git: GitState, blocked: readonly string[]): string | null {
  if (git.commit === null || git.changes.length > 0)
    return `checkout ${checkoutLine(git)}; commit or stash first.`;
  if (blocked.length > 0)
    return `${blocked.length} tenant(s) blocked (${blocked.join(', ')}); see their checks above.`;
  return null;
}

/** The dry run's table: the checks as far as the checkout tells, every other step planned. */
export function planRows(waves: readonly Wave[], locals: ReadonlyMap<string, LocalChecks>): StatusRow[] {
  return waves.flatMap((wave) =>
    wave.tenants.map((tenantId) => {
      const local = locals.get(tenantId);
      const blocked = local ? blockedReason(local) : 'not checked';
      return {
        tenant: tenantId,
        project: local?.target?.projectId ?? '?',
        region: local?.target?.region ?? '?',
        build: blocked ? '-' : 'planned',
        checks: blocked ? 'BLOCKED' : 'local ok',
        deploy: blocked ? '-' : 'planned',
        smoke: blocked ? '-' : 'planned',
        duration: '-',
      };
    }),
  );
}

/** The run's table. */
export function runRows(run: DeployRun, locals: ReadonlyMap<string, LocalChecks>): StatusRow[] {
  return run.tenants.map((t) => {
    const target = locals.get(t.tenantId)?.target;
    return {
      tenant: t.tenantId,
      project: target?.projectId ?? '?',
      region: target?.region ?? '?',
      build: t.steps.build,
      checks: t.steps.checks,
      deploy: t.steps.deploy,
      smoke: t.steps.smoke,
      duration: formatDuration(t.durationMs),
    };
  });
}

/** The real steps: the Firebase CLI, npm, git. */
function liveRunner(
  request: DeployRequest,
  release: string,
  locals: ReadonlyMap<string, LocalChecks>,
): StepRunner {
  const apiKeys = new Map<string, string>();
  const targetOf = (tenantId: string): DeployTarget => {
    const target = locals.get(tenantId)?.target;
    if (!target) throw new Error(`${tenantId} has no deploy target`);
    return target;
  };
  const steps = (tenantId: string) =>
    tenantSteps(targetOf(tenantId), release, request, request.apiKey ?? apiKeys.get(tenantId) ?? '');
  const outcome = (failed: string | null): StepOutcome =>
    failed === null ? { ok: true } : { ok: false, reason: failed };
  return {
    checks: async (tenantId) => {
      const local = locals.get(tenantId);
      const blocked = local ? blockedReason(local) : 'not checked';
      if (blocked !== null || !local?.target) return { ok: false, reason: blocked ?? 'not checked' };
      const failed: string[] = [];
      for (const check of projectChecks(local.target)) {
        if (check.name === API_KEY_CHECK && request.apiKey) continue;
        const { stdout } = await runFirebase(check.command.args, { captureStdout: true });
        const result = check.read(stdout);
        console.log(`  ${result.ok ? '✓' : '✖'} ${tenantId} ${result.name}: ${result.detail}`);
        if (result.apiKey) apiKeys.set(tenantId, result.apiKey);
        if (!result.ok) failed.push(`${result.name}: ${result.detail}`);
      }
      return failed.length === 0 ? { ok: true } : { ok: false, reason: failed.join('; ') };
    },
    build: async (tenantId) => outcome(await runSteps(steps(tenantId).build, request.root)),
    deploy: async (tenantId) => outcome(await runSteps(steps(tenantId).deploy, request.root)),
    smoke: async (tenantId) => {
      let failed: string | null = null;
      for (let attempt = 1; attempt <= SMOKE_ATTEMPTS; attempt++) {
        if (attempt > 1) {
          console.log(`  smoke check of ${tenantId} failed; again in ${SMOKE_RETRY_MS / 1000} s`);
          await sleep(SMOKE_RETRY_MS);
        }
        failed = await runSteps(steps(tenantId).smoke, request.root);
        if (failed === null) break;
      }
      return outcome(failed);
    },
  };
}

/** Runs (or, dry, prints) a deploy; resolves with the exit code. */
export async function runDeploy(request: DeployRequest): Promise<number> {
  const waves = deployWaves(request.tenants, request.canary);
  const locals = new Map(request.tenants.map((t) => [t, localChecks(t, { root: request.root })] as const));
  const release = releaseName(request.now ?? new Date());
  const git = gitState(request.root);
  const blocked = request.tenants.filter((t) => {
    const local = locals.get(t);
    return !local || blockedReason(local) !== null;
  });

  console.log(renderPlan({ request, waves, locals, release, git }));
  console.log('');
  if (request.dryRun) {
    console.log(formatStatusTable(planRows(waves, locals)));
    console.log(
      `\nDry run: ${request.tenants.length} tenant(s), ${request.tenants.length - blocked.length} deployable as far ` +
        `as the checkout tells, ${blocked.length} blocked. Nothing was built or deployed.`,
    );
    return 0;
  }
  const refused = refusal(git, blocked);
  if (refused !== null) {
    console.log(formatStatusTable(planRows(waves, locals)));
    console.error(`\n✖ refused before building anything: ${refused}`);
    return 1;
  }

  const run = await runWaves(waves, liveRunner(request, release, locals), {
    release: async () => {
      const failed = await runSteps([tagCommand(release, request.tenants)], request.root);
      if (failed === null) console.log(`release ${release} tagged: git push origin ${release}`);
      return failed === null ? { ok: true } : { ok: false, reason: failed };
    },
  });
  console.log(`\n${formatStatusTable(runRows(run, locals))}\n`);
  if (run.status === 'deployed') {
    console.log(`✓ ${release}: ${request.tenants.length} tenant(s) deployed and smoke-checked.`);
    return 0;
  }
  const where = run.failure?.tenantId ? `${run.failure.tenantId} ` : '';
  console.error(
    `✖ ${run.status === 'refused' ? 'refused' : 'stopped'} at ${where}${run.failure?.step ?? ''}: ${run.failure?.reason ?? ''}` +
      (run.status === 'failed' ? `\n  Roll back a deployed tenant with: npm run rollback -- <tenant>` : ''),
  );
  return 1;
}
