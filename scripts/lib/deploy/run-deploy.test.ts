import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { listTenants, repoRoot } from '../tenants.js';
import { refusal } from './run-deploy.js';

const run = promisify(execFile);

/** The CLI as an operator runs it, with no Google credentials of any kind in its environment. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const credentials = new Set(['GOOGLE_APPLICATION_CREDENTIALS', 'FIREBASE_TOKEN', 'CLOUDSDK_CONFIG']);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !credentials.has(key)));
  try {
    const { stdout, stderr } = await run('npx', ['tsx', ...args], { cwd: repoRoot, env, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('npm run deploy:all -- --dry-run --all', () => {
  it('prints the plan of every tenant without credentials and exits 0, a demo-* project blocking its tenant', async () => {
    const tenants = listTenants();
    const { code, stdout } = await cli(['scripts/deploy-all.ts', '--dry-run', '--all']);
    expect(code).toBe(0);
    const rows = stdout
      .split('\n')
      .map((line) => /^(\S+)\s+(\S+)\s+\S+\s+(?:-|planned)\s+(BLOCKED|local ok)\s/.exec(line))
      .filter((m) => m !== null)
      .map(([, tenant = '', project = '', checks = '']) => ({ tenant, project, checks }));
    expect(rows.map((r) => r.tenant)).toEqual(tenants);
    for (const { tenant, project, checks } of rows) {
      if (project.startsWith('demo-')) expect(checks, tenant).toBe('BLOCKED');
      expect(stdout).toContain(`firebase deploy --config firebase.deploy.json --project ${project} `);
    }
    const blocked = rows.filter((r) => r.checks === 'BLOCKED').length;
    expect(stdout).toContain(`Dry run: ${tenants.length} tenant(s), ${tenants.length - blocked} deployable`);
    expect(stdout).toMatch(/== wave 1: canary ==\n\n\S+ {2}project /);
  }, 120_000);

  it('answers a usage error with exit 2', async () => {
    const { code, stderr } = await cli(['scripts/deploy-all.ts', '--dry-run']);
    expect(code).toBe(2);
    expect(stderr).toContain('usage: npm run deploy:all');
  }, 60_000);
});

describe('a run', () => {
  const clean = { commit: 'c0ffee', changes: [] };
  it('is refused before anything is built while the checkout has changes or a tenant is blocked', () => {
    expect(refusal({ commit: 'c0ffee', changes: [' M scripts/deploy.ts'] }, [])).toMatch(
      /1 changed or untracked file/,
    );
    expect(refusal({ commit: null, changes: [] }, [])).toMatch(/not a git checkout/);
    expect(refusal(clean, ['demo', 'bcf'])).toBe('2 tenant(s) blocked (demo, bcf); see their checks above.');
    expect(refusal(clean, [])).toBeNull();
  });
});

describe('npm run rollback (dry run)', () => {
  it('prints the plan from the checkout alone and changes nothing', async () => {
    const release = 'release/20261110T090000Z';
    const { code, stdout } = await cli(['scripts/rollback.ts', 'demo', '--to', release]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      `look up the live channel's releases: GET https://firebasehosting.googleapis.com/v1beta1/sites/demo-portal-demo/`,
    );
    expect(stdout).toContain(
      "firebase hosting:clone 'demo-portal-demo@<version>' demo-portal-demo:live --project demo-portal-demo",
    );
    expect(stdout).toContain(`release tag: no tag ${release} in this checkout`);
    expect(stdout).toMatch(
      /Dry run \(BLOCKED: project: .*\): nothing was changed\. Add --apply to roll back\./,
    );
  }, 60_000);
});
