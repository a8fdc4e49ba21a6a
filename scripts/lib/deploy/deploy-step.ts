/**
 * How one tenant is built and deployed: the one home of it, used by `npm run deploy` (scripts/deploy.ts, one tenant)
 * and `npm run deploy:all` (waves, ./run-deploy.ts); a rollback builds its functions the same way (./rollback-plan.ts).
 *
 * A build is for one tenant and one release: the emulators off, the tenant's web API key, `BUILD_ID` = the release
 * (the web's error reports and the API's health answer name it). functions/dist and web/dist are shared folders, so
 * tenants are built and deployed one after the other, each right before its deploy.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteOrigin, webAnalyticsOrigin, type SiteSettings } from '@portal/domain';
import { withFunctionRegion, withoutPredeploy, writeFirebaseConfig } from '../firebase-config.js';
import { DEPLOY_ENV } from '../../../functions/src/tenant/deploy-params.js';
import { productionFirebaseConfig } from '../security-headers.js';
import { command, type Command, type FileStep } from './steps.js';

export interface DeployTarget {
  tenantId: string;
  projectId: string;
  region: string;
  /** The project's default Hosting site, whose id is the project's. */
  site: string;
  /** Where the site answers (domain `siteOrigin`: `siteUrl`, else the project's web.app domain). */
  siteUrl: string;
  /** The origin its pages send web analytics to, or null (its CSP must allow it: docs/web-analytics.md). */
  analyticsOrigin: string | null;
}

/** The deploy facts of a tenant, all from its tenant.json (pure). */
export function deployTarget(settings: SiteSettings): DeployTarget {
  const { projectId, region } = settings.firebase;
  return {
    tenantId: settings.id,
    projectId,
    region,
    site: projectId,
    siteUrl: siteOrigin(settings),
    analyticsOrigin: webAnalyticsOrigin(settings),
  };
}

/** The config `firebase deploy` runs with, beside firebase.json so every relative path in it stays valid (git-ignored). */
export const DEPLOY_CONFIG = 'firebase.deploy.json';

/** What a deploy updates: Firestore's rules and indexes, the functions, Hosting, and Storage's rules. */
export const DEPLOY_ONLY = 'firestore:rules,firestore:indexes,functions,hosting,storage';

/**
 * The functions' plain environment of a project (README "Mail": `MAIL_FROM`), kept beside the functions' sources
 * (git-ignored). firebase-tools reads `.env.<projectId>` from the functions' source folder, functions/dist: the deploy
 * writes it there, with `PORTAL_URL` added from tenant.json (the site's origin has one home; the file must not set it).
 */
export const functionsEnvFile = (projectId: string): string => join('functions', `.env.${projectId}`);

/** The environment file a deploy puts beside the bundle (pure): the operator's file, then what tenant.json decides. */
export function deployedEnvText(fileText: string, target: DeployTarget): string {
  const own = fileText.endsWith('\n') || fileText === '' ? fileText : `${fileText}\n`;
  return `${own}# Written by the deploy from tenants/${target.tenantId}/tenant.json (the site's origin)\n${DEPLOY_ENV.portalUrl}=${target.siteUrl}\n`;
}

/** The step that writes the functions' environment of `target` into `<distRoot>/functions/dist/` (deploy, rollback). */
export function envFileStep(target: DeployTarget, root: string, distRoot = ''): FileStep {
  const envFile = functionsEnvFile(target.projectId);
  const distEnvFile = join(distRoot, 'functions', 'dist', `.env.${target.projectId}`);
  return {
    kind: 'file',
    what: `write ${distEnvFile} (${envFile} + ${DEPLOY_ENV.portalUrl}=${target.siteUrl} from tenant.json)`,
    run: () => {
      writeFileSync(
        join(root, distEnvFile),
        deployedEnvText(readFileSync(join(root, envFile), 'utf8'), target),
      );
    },
  };
}

/** The environment of a production build of the target's functions for `release` (a rollback builds only them). */
export function functionsBuildEnv(target: DeployTarget, release: string): Record<string, string> {
  return { TENANT: target.tenantId, VITE_USE_EMULATORS: 'false', BUILD_ID: release };
}

/** The environment of a production build of the target (functions and web) for `release`. */
export function buildEnv(target: DeployTarget, release: string, apiKey: string): Record<string, string> {
  return { ...functionsBuildEnv(target, release), VITE_FIREBASE_API_KEY: apiKey };
}

/** Functions and web built for the tenant, then the web bundle scanned for secrets (everything in web/dist is public). */
export function buildSteps(env: Record<string, string>): Command[] {
  return [
    command('npm', ['run', 'build', '-w', 'functions'], { env }),
    command('npm', ['run', 'build', '-w', 'web'], { env }),
    command('tsx', ['scripts/check-web-bundle.ts'], { env }),
  ];
}

/**
 * The deploy config of a target (pure): firebase.json with the production variant of the security headers (it carries
 * the emulator one: docs/security.md), the tenant's region on the Hosting rewrites (firebase.json names none:
 * ../firebase-config.ts) and no functions `predeploy` (the functions are built once, by `buildSteps`).
 */
export function deployConfig(firebaseJson: string, target: DeployTarget): unknown {
  const withHeaders = productionFirebaseConfig(firebaseJson, {
    mode: 'production',
    projectId: target.projectId,
    region: target.region,
    analyticsOrigin: target.analyticsOrigin,
  });
  return withoutPredeploy(withFunctionRegion(withHeaders, target.region));
}

/** After the build: the functions' environment beside the bundle, and the deploy config. */
export function prepareSteps(target: DeployTarget, root: string): FileStep[] {
  return [
    envFileStep(target, root),
    {
      kind: 'file',
      what: `write ${DEPLOY_CONFIG} (firebase.json: production headers for ${target.projectId}, region ${target.region}, no predeploy)`,
      run: () => {
        const firebaseJson = readFileSync(join(root, 'firebase.json'), 'utf8');
        writeFirebaseConfig(root, DEPLOY_CONFIG, deployConfig(firebaseJson, target));
      },
    },
  ];
}

export interface DeployOptions {
  /** Further `firebase deploy` arguments (`npm run deploy -- --only hosting`); an `--only` there replaces ours. */
  extra?: readonly string[];
  /** false: `--non-interactive`, a question fails the deploy instead of waiting for an answer (deploy:all). */
  interactive: boolean;
}

/** `firebase deploy` of the target, its Hosting release named after `release`. */
export function deployCommand(target: DeployTarget, release: string, options: DeployOptions): Command {
  const extra = options.extra ?? [];
  const only = extra.some((arg) => arg === '--only' || arg.startsWith('--only='))
    ? []
    : ['--only', DEPLOY_ONLY];
  return command('firebase', [
    'deploy',
    '--config',
    DEPLOY_CONFIG,
    '--project',
    target.projectId,
    ...only,
    '--message',
    release,
    ...(options.interactive ? [] : ['--non-interactive']),
    ...extra,
  ]);
}

/** The smoke check of the deployed site (scripts/smoke.ts): the tenant and the release must answer. */
export function smokeCommand(target: DeployTarget, release: string): Command {
  return command('npm', [
    'run',
    'smoke',
    '--',
    target.siteUrl,
    '--tenant',
    target.tenantId,
    '--release',
    release,
  ]);
}
