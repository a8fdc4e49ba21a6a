import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_SECRETS } from '../../firebase.js';
import { repoRoot } from '../tenants.js';
import {
  apiKeyCheck,
  envFileProblems,
  localChecks,
  parseEnvFile,
  projectChecks,
  secretCheck,
  secretNames,
} from './tenant-checks.js';
import { deployTarget, deployedEnvText } from './deploy-step.js';
import { loadTenant } from '../tenants.js';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'ok');

/** A checkout holding the fixture tenant `mini` on project `projectId`, and `envFile` as its functions' environment. */
function checkout(projectId: string, envFile?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'deploy-checks-'));
  cpSync(join(fixtures, 'mini'), join(root, 'tenants', 'mini'), { recursive: true });
  const file = join(root, 'tenants', 'mini', 'tenant.json');
  const settings = JSON.parse(readFileSync(file, 'utf8')) as { firebase: { projectId: string } };
  settings.firebase.projectId = projectId;
  writeFileSync(file, JSON.stringify(settings));
  mkdirSync(join(root, 'functions'));
  if (envFile !== undefined) writeFileSync(join(root, 'functions', `.env.${projectId}`), envFile);
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the secrets a deploy checks', () => {
  it('are the functions’ secrets, each with a local value for the emulators', () => {
    expect(secretNames().sort()).toEqual(['ALTCHA_HMAC_KEY', 'SMTP_URL', 'UNSUBSCRIBE_SECRET']);
    expect(Object.keys(LOCAL_SECRETS).sort()).toEqual(secretNames().sort());
  });
});

describe('localChecks', () => {
  it('blocks every tenant of this repo: their projects are demo-* ones, which exist only in the emulators', () => {
    const result = localChecks('demo', { root: repoRoot });
    expect(result.target?.projectId).toBe('demo-portal-demo');
    expect(result.checks.find((c) => c.name === 'configuration')?.ok).toBe(true);
    expect(result.checks.find((c) => c.name === 'project')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('demo-* project') as unknown,
    });
  });

  it('passes a real project with its environment file', () => {
    const root = checkout('acme-portal-prod', 'MAIL_FROM="portal@acme.example"\n');
    const result = localChecks('mini', { root, baseDir: join(root, 'tenants') });
    expect(result.checks).toEqual([
      { name: 'configuration', ok: true, detail: 'tenants/mini validates' },
      { name: 'project', ok: true, detail: 'acme-portal-prod' },
      { name: 'functions env', ok: true, detail: join('functions', '.env.acme-portal-prod') },
    ]);
  });

  it('names a missing environment file', () => {
    const root = checkout('acme-portal-prod');
    const result = localChecks('mini', { root, baseDir: join(root, 'tenants') });
    expect(result.checks.at(-1)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('.env.acme-portal-prod is missing (MAIL_FROM') as unknown,
    });
  });

  it('says why a configuration does not load', () => {
    const result = localChecks('missing', { root: repoRoot, baseDir: fixtures });
    expect(result.target).toBeNull();
    expect(result.checks).toEqual([
      { name: 'configuration', ok: false, detail: expect.stringContaining('does not exist') as unknown },
    ]);
  });
});

describe('the functions’ environment file', () => {
  const target = {
    ...deployTarget(loadTenant('mini', { baseDir: fixtures }).settings),
    siteUrl: 'https://portal.acme.example',
  };

  it('reads dotenv lines as firebase-tools does', () => {
    const values = parseEnvFile(
      "# mail\nexport PORTAL_URL=https://x.example \nMAIL_FROM='a@b.example'\nEMPTY=\nOTHER=v # note\n",
    );
    expect(Object.fromEntries(values)).toEqual({
      PORTAL_URL: 'https://x.example',
      MAIL_FROM: 'a@b.example',
      EMPTY: '',
      OTHER: 'v',
    });
  });

  it('wants a bare address for the sender, and no site origin: the deploy derives it from tenant.json', () => {
    const problems = (text: string) => envFileProblems(parseEnvFile(text), target);
    expect(problems('MAIL_FROM=no-reply@acme.example')).toEqual([]);
    expect(problems('')).toEqual(['MAIL_FROM is not set']);
    expect(problems('PORTAL_URL=https://other.example\nMAIL_FROM="Acme" <no-reply@acme.example>')).toEqual([
      "PORTAL_URL is set, but the deploy derives it from tenant.json (the site's origin, https://portal.acme.example): remove it from the file",
      'MAIL_FROM ""Acme" <no-reply@acme.example>" is not a bare e-mail address',
    ]);
  });

  it('is deployed with the site origin of tenant.json added', () => {
    expect(deployedEnvText('MAIL_FROM=no-reply@acme.example', target)).toBe(
      "MAIL_FROM=no-reply@acme.example\n# Written by the deploy from tenants/mini/tenant.json (the site's origin)\n" +
        'PORTAL_URL=https://portal.acme.example\n',
    );
  });
});

describe('the project checks', () => {
  const target = deployTarget(loadTenant('mini', { baseDir: fixtures }).settings);

  it('ask the Firebase CLI for each secret and the web app’s config, as JSON', () => {
    expect(projectChecks(target).map((c) => [c.name, c.command.args.join(' ')])).toEqual([
      ['secret SMTP_URL', 'functions:secrets:get SMTP_URL --project demo-portal-fixture --json'],
      [
        'secret UNSUBSCRIBE_SECRET',
        'functions:secrets:get UNSUBSCRIBE_SECRET --project demo-portal-fixture --json',
      ],
      [
        'secret ALTCHA_HMAC_KEY',
        'functions:secrets:get ALTCHA_HMAC_KEY --project demo-portal-fixture --json',
      ],
      ['web API key', 'apps:sdkconfig WEB --project demo-portal-fixture --json --non-interactive'],
    ]);
  });

  it('pass a secret with an enabled version, and fail one without, or missing', () => {
    const versions = (states: string[]) =>
      JSON.stringify({
        status: 'success',
        result: { secrets: states.map((state, i) => ({ versionId: String(i + 1), state })) },
      });
    expect(secretCheck('SMTP_URL', versions(['DESTROYED', 'ENABLED']))).toEqual({
      name: 'secret SMTP_URL',
      ok: true,
      detail: 'enabled version 2',
    });
    expect(secretCheck('SMTP_URL', versions(['DISABLED'])).detail).toBe(
      'no enabled version: firebase functions:secrets:set SMTP_URL',
    );
    const missing = JSON.stringify({ status: 'error', error: 'Secret SMTP_URL not found' });
    expect(secretCheck('SMTP_URL', missing)).toMatchObject({
      ok: false,
      detail: 'Secret SMTP_URL not found',
    });
    expect(secretCheck('SMTP_URL', 'Error: not logged in').detail).toMatch(/^no JSON answer/);
  });

  it('read the web API key of the project’s one web app', () => {
    const answer = {
      status: 'success',
      result: { fileName: 'firebase-js-config.json', sdkConfig: { projectId: 'p', apiKey: 'AIzaSyExample' } },
    };
    expect(apiKeyCheck(JSON.stringify(answer))).toMatchObject({ ok: true, apiKey: 'AIzaSyExample' });
    const several = { status: 'error', error: 'Project p has multiple apps, must specify an app id.' };
    expect(apiKeyCheck(JSON.stringify(several))).toEqual({
      name: 'web API key',
      ok: false,
      detail: 'Project p has multiple apps, must specify an app id.',
    });
  });
});
