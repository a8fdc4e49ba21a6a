/**
 * The order of a deploy (docs/deploy.md), apart from what each step does (a `StepRunner`, so tests drive it with a
 * fake one):
 *
 * 1. every tenant's checks, all of them, so one run lists every problem; any failure refuses the deploy before
 *    anything is built;
 * 2. the release (its git tag);
 * 3. wave by wave, tenant by tenant: build, deploy, smoke check. The first failure stops the deploy: the rest of its
 *    wave and every later wave are skipped, so a canary whose smoke check fails keeps the other tenants untouched.
 */
import type { Wave } from './plan.js';

export const RUN_STEPS = ['checks', 'build', 'deploy', 'smoke'] as const;
export type RunStep = (typeof RUN_STEPS)[number];
export type StepState = 'ok' | 'failed' | 'skipped';

export type StepOutcome = { ok: true } | { ok: false; reason: string };

export type StepRunner = Record<RunStep, (tenantId: string) => Promise<StepOutcome>>;

export interface TenantRun {
  tenantId: string;
  wave: Wave['name'];
  steps: Record<RunStep, StepState>;
  /** Time spent in the tenant's steps. */
  durationMs: number;
  /** Why its failed step failed. */
  reason: string | null;
}

export interface DeployRun {
  /** `refused`: nothing was built (a check or the release failed); `failed`: a build, deploy or smoke check failed. */
  status: 'deployed' | 'refused' | 'failed';
  tenants: TenantRun[];
  failure: { tenantId: string | null; step: RunStep | 'release'; reason: string } | null;
}

export interface RunOptions {
  /** Makes the release (tags it) once every check passed, before the first build. */
  release: () => Promise<StepOutcome>;
  now?: () => number;
}

async function outcomeOf(step: () => Promise<StepOutcome>): Promise<StepOutcome> {
  try {
    return await step();
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export async function runWaves(
  waves: readonly Wave[],
  runner: StepRunner,
  options: RunOptions,
): Promise<DeployRun> {
  const now = options.now ?? (() => performance.now());
  const tenants: TenantRun[] = waves.flatMap((wave) =>
    wave.tenants.map((tenantId) => ({
      tenantId,
      wave: wave.name,
      steps: { checks: 'skipped', build: 'skipped', deploy: 'skipped', smoke: 'skipped' },
      durationMs: 0,
      reason: null,
    })),
  );
  const run = async (tenant: TenantRun, step: RunStep): Promise<boolean> => {
    const started = now();
    const outcome = await outcomeOf(() => runner[step](tenant.tenantId));
    tenant.durationMs += now() - started;
    tenant.steps[step] = outcome.ok ? 'ok' : 'failed';
    if (!outcome.ok) tenant.reason = outcome.reason;
    return outcome.ok;
  };

  for (const tenant of tenants) await run(tenant, 'checks');
  const refused = tenants.find((t) => t.steps.checks === 'failed');
  if (refused) {
    return {
      status: 'refused',
      tenants,
      failure: { tenantId: refused.tenantId, step: 'checks', reason: refused.reason ?? '' },
    };
  }
  const release = await outcomeOf(options.release);
  if (!release.ok) {
    return {
      status: 'refused',
      tenants,
      failure: { tenantId: null, step: 'release', reason: release.reason },
    };
  }
  for (const tenant of tenants) {
    for (const step of ['build', 'deploy', 'smoke'] as const) {
      if (!(await run(tenant, step))) {
        return {
          status: 'failed',
          tenants,
          failure: { tenantId: tenant.tenantId, step, reason: tenant.reason ?? '' },
        };
      }
    }
  }
  return { status: 'deployed', tenants, failure: null };
}
