import { describe, expect, it } from 'vitest';
import { deployWaves } from './plan.js';
import { runWaves, type RunStep, type StepOutcome, type StepRunner } from './run-waves.js';

/** A runner that records every call and fails the steps named in `failing` (`tenant:step`). */
function fakeRunner(failing: readonly string[] = [], throwing: readonly string[] = []) {
  const calls: string[] = [];
  const step =
    (name: RunStep) =>
    (tenantId: string): Promise<StepOutcome> => {
      const key = `${tenantId}:${name}`;
      calls.push(key);
      if (throwing.includes(key)) return Promise.reject(new Error(`${key} threw`));
      return Promise.resolve(failing.includes(key) ? { ok: false, reason: `${key} broke` } : { ok: true });
    };
  const runner: StepRunner = {
    checks: step('checks'),
    build: step('build'),
    deploy: step('deploy'),
    smoke: step('smoke'),
  };
  const release =
    (outcome: StepOutcome = { ok: true }) =>
    () => {
      calls.push('release');
      return Promise.resolve(outcome);
    };
  return { runner, calls, release };
}

const waves = deployWaves(['a', 'b', 'c'], 'b');
const clock = () => {
  let t = 0;
  return () => (t += 10);
};

describe('runWaves', () => {
  it('checks every tenant, makes the release, then deploys the canary and the rest, each built, deployed, smoke-checked', async () => {
    const { runner, calls, release } = fakeRunner();
    const run = await runWaves(waves, runner, { release: release(), now: clock() });
    expect(calls).toEqual([
      'b:checks',
      'a:checks',
      'c:checks',
      'release',
      'b:build',
      'b:deploy',
      'b:smoke',
      'a:build',
      'a:deploy',
      'a:smoke',
      'c:build',
      'c:deploy',
      'c:smoke',
    ]);
    expect(run.status).toBe('deployed');
    expect(run.failure).toBeNull();
    expect(run.tenants.map((t) => [t.tenantId, t.wave, t.durationMs])).toEqual([
      ['b', 'canary', 40],
      ['a', 'rest', 40],
      ['c', 'rest', 40],
    ]);
    expect(run.tenants.every((t) => Object.values(t.steps).every((s) => s === 'ok'))).toBe(true);
  });

  it('leaves every other tenant untouched when the canary’s smoke check fails', async () => {
    const { runner, calls, release } = fakeRunner(['b:smoke']);
    const run = await runWaves(waves, runner, { release: release() });
    expect(calls.slice(4)).toEqual(['b:build', 'b:deploy', 'b:smoke']);
    expect(run.status).toBe('failed');
    expect(run.failure).toEqual({ tenantId: 'b', step: 'smoke', reason: 'b:smoke broke' });
    expect(run.tenants.map((t) => [t.tenantId, t.steps])).toEqual([
      ['b', { checks: 'ok', build: 'ok', deploy: 'ok', smoke: 'failed' }],
      ['a', { checks: 'ok', build: 'skipped', deploy: 'skipped', smoke: 'skipped' }],
      ['c', { checks: 'ok', build: 'skipped', deploy: 'skipped', smoke: 'skipped' }],
    ]);
  });

  it('stops the second wave at its first failure: the tenants after it are not built', async () => {
    const { runner, calls, release } = fakeRunner(['a:deploy']);
    const run = await runWaves(waves, runner, { release: release() });
    expect(calls.slice(4)).toEqual(['b:build', 'b:deploy', 'b:smoke', 'a:build', 'a:deploy']);
    expect(run.failure).toEqual({ tenantId: 'a', step: 'deploy', reason: 'a:deploy broke' });
    expect(run.tenants.find((t) => t.tenantId === 'a')?.steps.smoke).toBe('skipped');
    expect(run.tenants.find((t) => t.tenantId === 'c')?.steps.build).toBe('skipped');
  });

  it('refuses before the release and any build when a check fails, having checked every tenant', async () => {
    const { runner, calls, release } = fakeRunner(['a:checks', 'c:checks']);
    const run = await runWaves(waves, runner, { release: release() });
    expect(calls).toEqual(['b:checks', 'a:checks', 'c:checks']);
    expect(run.status).toBe('refused');
    expect(run.failure).toEqual({ tenantId: 'a', step: 'checks', reason: 'a:checks broke' });
    expect(run.tenants.map((t) => t.steps.checks)).toEqual(['ok', 'failed', 'failed']);
  });

  it('refuses when the release cannot be made', async () => {
    const { runner, calls, release } = fakeRunner();
    const run = await runWaves(waves, runner, { release: release({ ok: false, reason: 'tag exists' }) });
    expect(calls.at(-1)).toBe('release');
    expect(run.status).toBe('refused');
    expect(run.failure).toEqual({ tenantId: null, step: 'release', reason: 'tag exists' });
  });

  it('takes a step that throws for a failed one', async () => {
    const { runner, release } = fakeRunner([], ['b:build']);
    const run = await runWaves(waves, runner, { release: release() });
    expect(run.failure).toEqual({ tenantId: 'b', step: 'build', reason: 'b:build threw' });
    expect(run.tenants[0]?.steps.deploy).toBe('skipped');
  });
});
