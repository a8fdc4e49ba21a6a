import { describe, expect, it } from 'vitest';
import { listTenants, loadTenant } from './lib/tenants.js';
import { resolveTarget, runTenantCli } from './tenant.js';

const bcf = loadTenant('bcf');
const { region } = bcf.settings.firebase;
const realProject = {
  ...bcf,
  settings: {
    ...bcf.settings,
    firebase: { projectId: 'bcf-fundcenter', region: bcf.settings.firebase.region },
  },
};
const EMULATORS = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

describe('resolveTarget: where the tenant commands write', () => {
  it('works on any project of the emulators', () => {
    expect(resolveTarget(bcf, undefined, EMULATORS, true)).toMatchObject({
      projectId: 'demo-portal-bcf',
      emulator: true,
    });
    expect(resolveTarget(bcf, 'demo-other', EMULATORS, true)).toMatchObject({
      projectId: 'demo-other',
      emulator: true,
    });
  });

  it('never writes a demo project outside the emulators', () => {
    expect(() => resolveTarget(bcf, undefined, {}, false)).toThrow(
      /demo-portal-bcf exists only in the emulators/,
    );
  });

  it('outside the emulators, writes only the project tenant.json names', () => {
    expect(resolveTarget(realProject, undefined, {}, true)).toMatchObject({
      projectId: 'bcf-fundcenter',
      emulator: false,
    });
    expect(() => resolveTarget(realProject, 'someone-else', {}, false)).toThrow(
      /is not tenant bcf's project/,
    );
  });

  it('refuses half the emulator variables (the Admin SDK would mix the emulators and a real project)', () => {
    expect(() =>
      resolveTarget(bcf, undefined, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, false),
    ).toThrow(/must be set together/);
    expect(() => resolveTarget(bcf, undefined, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, true)).toThrow(
      /must be set together/,
    );
    // Provision and drift use Firestore only.
    expect(resolveTarget(bcf, undefined, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, false).emulator).toBe(
      true,
    );
  });
});

describe('runTenantCli arguments', () => {
  const print = () => undefined;
  it.each([
    [[]],
    [['provision']],
    [['frobnicate', 'bcf']],
    [['bootstrap-admin', 'bcf']],
    [['provision', 'bcf', '--nope']],
  ])('answers the usage to %j', async (argv) => {
    await expect(runTenantCli(argv, EMULATORS, print)).rejects.toThrow(/usage:\n {2}npm run tenant -- setup/);
  });

  it('names every problem of an unknown tenant', async () => {
    await expect(runTenantCli(['drift', 'no-such-tenant'], EMULATORS, print)).rejects.toThrow(
      /no-such-tenant.*does not exist/s,
    );
  });
});

describe('setup, secrets and logs', () => {
  const lines: string[] = [];
  const print = (line: string) => void lines.push(line);

  it('prints the onboarding plan of a tenant from its configuration, without credentials', async () => {
    lines.length = 0;
    expect(await runTenantCli(['setup', 'bcf'], {}, print)).toBe(0);
    const text = lines.join('\n');
    expect(text).toContain(`setup bcf → demo-portal-bcf (${region}) (dry run)`);
    expect(text).toContain(
      `npx firebase firestore:databases:create '(default)' --location ${region} --delete-protection ENABLED`,
    );
    expect(text).toContain(
      'https://serviceusage.googleapis.com/v1/projects/demo-portal-bcf/services:batchEnable',
    );
    // bcf asks for two factors and allows Google sign-in: TOTP in the auth step, the Google provider by hand.
    expect(text).toMatch(
      /updateMask=signIn\.email,authorizedDomains,notification\.sendEmail\.callbackUri,mfa/,
    );
    expect(text).toContain('[sign-in-providers] Sign-in with Google');
    expect(text).toContain('Blocked: demo-portal-bcf is an emulator project id');
  });

  it('never runs a step, a secret or a log command against a demo project', async () => {
    await expect(runTenantCli(['setup', 'bcf', '--apply'], {}, print)).rejects.toThrow(
      /exists only in the emulators/,
    );
    await expect(runTenantCli(['secrets', 'bcf'], {}, print)).rejects.toThrow(/exists only in the emulators/);
    await expect(runTenantCli(['logs', 'bcf'], {}, print)).rejects.toThrow(/exists only in the emulators/);
  });

  it('resumes from a named step and refuses an unknown one', async () => {
    lines.length = 0;
    await runTenantCli(['setup', 'bcf', '--from', 'auth'], {}, print);
    expect(lines.some((l) => l.includes('[project]'))).toBe(false);
    expect(lines.some((l) => l.includes('[auth]'))).toBe(true);
    await expect(runTenantCli(['setup', 'bcf', '--from', 'nope'], {}, print)).rejects.toThrow(
      /no such step \(project, billing/,
    );
  });
});

describe('drift --all', () => {
  it('checks every tenant and says which could not be checked (demo projects outside the emulators)', async () => {
    const lines: string[] = [];
    expect(await runTenantCli(['drift', '--all'], {}, (l) => void lines.push(l))).toBe(1);
    const table = lines.slice(lines.findIndex((l) => l.startsWith('tenant ')));
    expect(table).toHaveLength(listTenants().length + 2);
    expect(table[1]).toMatch(/^6tam +- +NOT CHECKED: demo-portal-6tam exists only in the emulators/);
    expect(table.at(-1)).toBe(`0 of ${String(listTenants().length)} tenants checked without drift.`);
  });
});
