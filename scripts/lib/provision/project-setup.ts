/**
 * The steps that turn a new Google Cloud project into a tenant's Firebase project (`npm run tenant -- setup <id>`,
 * docs/operations-runbook.md "Onboarding"), derived from tenants/<id>/tenant.json (project id, region, sign-in
 * methods, two-factor, site origin): the operator never types a project id or a region. Pure: the plan is data;
 * scripts/tenant.ts prints it (dry run) or runs it. Steps a command cannot do (billing, OAuth client secrets, the
 * default Storage bucket) are `manual`: a run stops there and says how to continue.
 *
 * Also the one home of the operator's other per-project commands: the functions' secrets (their names come from
 * functions/src/tenant/deploy-params.ts) and the functions' logs.
 */
import { siteOrigin, type SiteSettings } from '@portal/domain';

export type SetupStep = { id: string; title: string } & (
  | { kind: 'firebase'; args: readonly string[] }
  | {
      kind: 'rest';
      method: 'POST' | 'PATCH';
      url: string;
      body: unknown;
      /** HTTP statuses that mean "already done" (a re-run continues). */
      done?: readonly number[];
    }
  | { kind: 'manual'; text: string }
);

/**
 * The Google APIs a tenant's project uses: Firestore, Auth, Hosting, Storage, Cloud Functions v2 (Cloud Run, Cloud
 * Build, Artifact Registry, Eventarc and Pub/Sub for the Firestore triggers), Cloud Tasks (bulk prices, factsheets,
 * exports, follower mail), Cloud Scheduler (the scheduled functions), Secret Manager, and Logging / Monitoring.
 */
export const REQUIRED_SERVICES = [
  'firestore.googleapis.com',
  'identitytoolkit.googleapis.com',
  'firebasehosting.googleapis.com',
  'firebaserules.googleapis.com',
  'firebasestorage.googleapis.com',
  'storage.googleapis.com',
  'cloudfunctions.googleapis.com',
  'run.googleapis.com',
  'cloudbuild.googleapis.com',
  'artifactregistry.googleapis.com',
  'eventarc.googleapis.com',
  'pubsub.googleapis.com',
  'cloudtasks.googleapis.com',
  'cloudscheduler.googleapis.com',
  'secretmanager.googleapis.com',
  'logging.googleapis.com',
  'monitoring.googleapis.com',
] as const;

/** How long the daily Firestore backups are kept (Firestore's managed backups; `npm run backup` is the portable one). */
export const BACKUP_RETENTION = '14d';

type Settings = Pick<
  SiteSettings,
  'id' | 'orgName' | 'firebase' | 'siteUrl' | 'allowedLoginMethods' | 'enable2FactorAuthentication'
>;

/** A project display name: 4-30 characters. */
const displayName = (orgName: string) => `${orgName} portal`.slice(0, 30).trim().padEnd(4, '.');

export function setupSteps(settings: Settings): SetupStep[] {
  const { projectId: p, region } = settings.firebase;
  const origin = siteOrigin(settings);
  const project = ['--project', p];
  const steps: SetupStep[] = [
    {
      id: 'project',
      title: 'Create the Google Cloud project with Firebase',
      kind: 'firebase',
      args: ['projects:create', p, '--display-name', displayName(settings.orgName)],
    },
    {
      id: 'billing',
      title: 'Link a billing account (Blaze plan)',
      kind: 'manual',
      text:
        `Google Cloud console → Billing → link project ${p} to the platform's billing account: Cloud Functions v2, ` +
        'Cloud Tasks and Cloud Scheduler need it. Set a budget alert on the project there too.',
    },
    {
      id: 'services',
      title: `Enable the ${String(REQUIRED_SERVICES.length)} Google APIs the portal uses`,
      kind: 'rest',
      method: 'POST',
      url: `https://serviceusage.googleapis.com/v1/projects/${p}/services:batchEnable`,
      body: { serviceIds: REQUIRED_SERVICES },
    },
    {
      id: 'firestore',
      title: `Create the Firestore database in ${region} (deletion protection, point-in-time recovery)`,
      kind: 'firebase',
      args: [
        'firestore:databases:create',
        '(default)',
        '--location',
        region,
        '--delete-protection',
        'ENABLED',
        '--point-in-time-recovery',
        'ENABLED',
        ...project,
      ],
    },
    {
      id: 'backups',
      title: `Daily Firestore backups, kept ${BACKUP_RETENTION}`,
      kind: 'firebase',
      args: [
        'firestore:backups:schedules:create',
        '--recurrence',
        'DAILY',
        '--retention',
        BACKUP_RETENTION,
        ...project,
      ],
    },
    {
      id: 'web-app',
      title: 'Register the web app (its public API key is read at each deploy)',
      kind: 'firebase',
      args: ['apps:create', 'WEB', displayName(settings.orgName), ...project],
    },
    {
      id: 'auth',
      title: 'Authentication: e-mail and password, authorized domains, action link, two-factor',
      kind: 'rest',
      method: 'PATCH',
      url:
        `https://identitytoolkit.googleapis.com/admin/v2/projects/${p}/config?updateMask=` +
        ['signIn.email', 'authorizedDomains', 'notification.sendEmail.callbackUri']
          .concat(settings.enable2FactorAuthentication ? ['mfa'] : [])
          .join(','),
      body: {
        signIn: {
          email: { enabled: settings.allowedLoginMethods.includes('emailPassword'), passwordRequired: true },
        },
        authorizedDomains: [
          ...new Set(['localhost', `${p}.firebaseapp.com`, `${p}.web.app`, new URL(origin).hostname]),
        ],
        // The page that handles e-mail verification and password reset links (README "Deploying").
        notification: { sendEmail: { callbackUri: `${origin}/auth/handled-by-firebase` } },
        ...(settings.enable2FactorAuthentication
          ? {
              mfa: {
                state: 'ENABLED',
                providerConfigs: [{ state: 'ENABLED', totpProviderConfig: { adjacentIntervals: 5 } }],
              },
            }
          : {}),
      },
    },
  ];
  const providerNames: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };
  const oauth = settings.allowedLoginMethods
    .filter((m) => m !== 'emailPassword')
    .map((m) => providerNames[m] ?? m);
  if (oauth.length > 0) {
    steps.push({
      id: 'sign-in-providers',
      title: `Sign-in with ${oauth.join(' and ')}`,
      kind: 'manual',
      text:
        `Firebase console → Authentication → Sign-in method: enable ${oauth.join(' and ')} (their OAuth client ` +
        "ids and secrets are the tenant's and are entered there, never in this repository).",
    });
  }
  steps.push({
    id: 'storage',
    title: 'Create the default Storage bucket',
    kind: 'manual',
    text: `Firebase console → Storage → Get started, location ${region} (documents, media, factsheets, exports).`,
  });
  return steps;
}

/** The Firebase CLI commands of the functions' secrets: whether each exists, and setting a new version. */
export function secretCommands(projectId: string, names: readonly string[]) {
  return {
    get: (name: string) => ['functions:secrets:get', name, '--project', projectId],
    set: (name: string) => ['functions:secrets:set', name, '--project', projectId],
    /** After a rotation and a redeploy: destroys the versions no deployed function uses any more. */
    prune: ['functions:secrets:prune', '--project', projectId, '--force'],
    names,
  };
}

/** `firebase functions:log` of the tenant's project, optionally of some functions. */
export function logsCommand(projectId: string, functions: readonly string[], lines: number): string[] {
  return [
    'functions:log',
    '--project',
    projectId,
    ...(functions.length > 0 ? ['--only', functions.join(',')] : []),
    '--lines',
    String(lines),
  ];
}
