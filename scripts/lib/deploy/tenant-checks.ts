/**
 * What a tenant needs before it may be built and deployed (docs/deploy.md "Checks"), in two kinds:
 *
 * - local ones, read from the checkout (no credentials, no network; a dry run runs them): the configuration
 *   validates (`loadTenant`), the Firebase project is a real one (`demo-*` ids exist only in the emulators), and the
 *   functions' environment file names a site URL and a sender (README "Mail");
 * - project ones, asked of the tenant's project through the Firebase CLI: every secret the functions read exists
 *   with an enabled version, and the project has the web app whose (public) API key the web build is stamped with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DEPLOY_ENV, FUNCTION_SECRETS } from '../../../functions/src/tenant/deploy-params.js';
import { loadTenant, TenantConfigError, type TenantDirOptions } from '../tenants.js';
import { deployTarget, functionsEnvFile, type DeployTarget } from './deploy-step.js';
import { command, type Command } from './steps.js';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** The names of the secrets the functions read, from their one home (functions/src/tenant/deploy-params.ts). */
export const secretNames = (): string[] => FUNCTION_SECRETS.map((secret) => secret.name);

/** A dotenv file's `KEY=value` lines (comments, blank lines, `export ` and quotes as firebase-tools takes them). */
export function parseEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key = '', rawValue = ''] = match;
    const quoted = /^(['"])(.*)\1$/.exec(rawValue);
    values.set(key, quoted ? (quoted[2] ?? '') : rawValue.replace(/\s+#.*$/, ''));
  }
  return values;
}

/** Problems of the functions' environment for a target (pure): both keys set, the URL the site's, the sender an address. */
export function envFileProblems(values: ReadonlyMap<string, string>, target: DeployTarget): string[] {
  const problems: string[] = [];
  const mailFrom = values.get(DEPLOY_ENV.mailFrom);
  if (values.has(DEPLOY_ENV.portalUrl)) {
    problems.push(
      `${DEPLOY_ENV.portalUrl} is set, but the deploy derives it from tenant.json (the site's origin, ` +
        `${target.siteUrl}): remove it from the file`,
    );
  }
  if (!mailFrom) problems.push(`${DEPLOY_ENV.mailFrom} is not set`);
  else if (!z.email().safeParse(mailFrom).success) {
    problems.push(`${DEPLOY_ENV.mailFrom} "${mailFrom}" is not a bare e-mail address`);
  }
  return problems;
}

export interface LocalChecks {
  tenantId: string;
  /** Null when the configuration does not load: nothing else can be said of the tenant. */
  target: DeployTarget | null;
  checks: CheckResult[];
}

export interface LocalCheckOptions extends TenantDirOptions {
  /** The checkout (functions/.env.<projectId> is read from it). */
  root: string;
}

/** The checks a dry run can make: the checkout only. */
export function localChecks(tenantId: string, options: LocalCheckOptions): LocalChecks {
  let target: DeployTarget;
  try {
    target = deployTarget(loadTenant(tenantId, options).settings);
  } catch (error) {
    const detail =
      error instanceof TenantConfigError
        ? error.problems.join('; ')
        : error instanceof Error
          ? error.message
          : String(error);
    return { tenantId, target: null, checks: [{ name: 'configuration', ok: false, detail }] };
  }
  const checks: CheckResult[] = [
    { name: 'configuration', ok: true, detail: `tenants/${tenantId} validates` },
    target.projectId.startsWith('demo-')
      ? {
          name: 'project',
          ok: false,
          detail:
            `firebase.projectId "${target.projectId}" is a demo-* project, which exists only in the emulators: ` +
            `set the real project in tenants/${tenantId}/tenant.json`,
        }
      : { name: 'project', ok: true, detail: target.projectId },
  ];
  const envFile = functionsEnvFile(target.projectId);
  const envPath = join(options.root, envFile);
  if (!existsSync(envPath)) {
    checks.push({
      name: 'functions env',
      ok: false,
      detail: `${envFile} is missing (${DEPLOY_ENV.mailFrom}: README "Mail")`,
    });
  } else {
    const problems = envFileProblems(parseEnvFile(readFileSync(envPath, 'utf8')), target);
    checks.push(
      problems.length === 0
        ? { name: 'functions env', ok: true, detail: envFile }
        : { name: 'functions env', ok: false, detail: `${envFile}: ${problems.join('; ')}` },
    );
  }
  return { tenantId, target, checks };
}

const cliAnswerSchema = z.union([
  z.object({ status: z.literal('success'), result: z.unknown() }),
  z.object({ status: z.literal('error'), error: z.string() }),
]);

/** The `result` of a `--json` answer of the Firebase CLI, or why there is none. */
function cliResult(stdout: string): { ok: true; result: unknown } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    return { ok: false, reason: `no JSON answer from the Firebase CLI: ${stdout.trim().slice(0, 200)}` };
  }
  const answer = cliAnswerSchema.safeParse(json);
  if (!answer.success)
    return { ok: false, reason: 'an answer of the Firebase CLI this script does not know' };
  return answer.data.status === 'success'
    ? { ok: true, result: answer.data.result }
    : { ok: false, reason: answer.data.error };
}

const secretVersionsSchema = z.object({
  secrets: z.array(z.object({ versionId: z.string(), state: z.string() })),
});

/** A secret exists with an enabled version: `functions:secrets:get <NAME> --json` (which prints no value). */
export function secretCheck(name: string, stdout: string): CheckResult {
  const answer = cliResult(stdout);
  if (!answer.ok) return { name: `secret ${name}`, ok: false, detail: answer.reason };
  const versions = secretVersionsSchema.safeParse(answer.result);
  const enabled = versions.success
    ? versions.data.secrets.filter((v) => v.state === 'ENABLED').map((v) => v.versionId)
    : [];
  return enabled.length > 0
    ? { name: `secret ${name}`, ok: true, detail: `enabled version ${enabled.join(', ')}` }
    : {
        name: `secret ${name}`,
        ok: false,
        detail: `no enabled version: firebase functions:secrets:set ${name}`,
      };
}

/** The check that reads the web API key (skipped when the key is given: `VITE_FIREBASE_API_KEY`, one tenant). */
export const API_KEY_CHECK = 'web API key';

const sdkConfigSchema = z.object({ sdkConfig: z.object({ apiKey: z.string().min(1) }) });

/** The project's web API key: `apps:sdkconfig WEB --json` (the web app's public configuration). */
export function apiKeyCheck(stdout: string): CheckResult & { apiKey?: string } {
  const answer = cliResult(stdout);
  if (!answer.ok) return { name: API_KEY_CHECK, ok: false, detail: answer.reason };
  const config = sdkConfigSchema.safeParse(answer.result);
  return config.success
    ? {
        name: API_KEY_CHECK,
        ok: true,
        detail: 'from apps:sdkconfig WEB',
        apiKey: config.data.sdkConfig.apiKey,
      }
    : { name: API_KEY_CHECK, ok: false, detail: 'apps:sdkconfig WEB names no apiKey' };
}

export interface ProjectCheck {
  name: string;
  /** A Firebase CLI call answering JSON (`--json`). */
  command: Command;
  read: (stdout: string) => CheckResult & { apiKey?: string };
}

/** The project checks of a target: one Firebase CLI call each. */
export function projectChecks(target: DeployTarget): ProjectCheck[] {
  const project = ['--project', target.projectId, '--json'];
  return [
    ...secretNames().map((name) => ({
      name: `secret ${name}`,
      command: command('firebase', ['functions:secrets:get', name, ...project]),
      read: (stdout: string) => secretCheck(name, stdout),
    })),
    {
      name: API_KEY_CHECK,
      command: command('firebase', ['apps:sdkconfig', 'WEB', ...project, '--non-interactive']),
      read: apiKeyCheck,
    },
  ];
}
