/**
 * Backs up and restores one project's Firestore data and file store (docs/faults-and-backups.md "Backups"):
 *
 *   npm run backup -- export <dir> [--tenant <id> | --project <id>]
 *   npm run backup -- restore <dir> [--tenant <id> | --project <id>] [--wipe-production <id>]
 *
 * With FIRESTORE_EMULATOR_HOST set (inside `npx tsx scripts/firebase.ts emulators:exec ...` or next to `npm start`)
 * it works on the emulator and the local file folder `.local-files/<project>`; otherwise on the real project (Google
 * application default credentials) and its Cloud Storage bucket (`--bucket`, default `<project>.appspot.com`). A
 * restore wipes the target first: on a real project it runs only when `--wipe-production` repeats the project id.
 */
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { CloudStorageFileStore } from '../functions/src/services/files/cloud-storage-file-store.js';
import { LocalFolderFileStore } from '../functions/src/services/files/local-folder-file-store.js';
import { projectIdFor } from './firebase.js';
import { BackupError, exportBackup, restoreBackup, type BackupTarget } from './lib/backup/backup.js';
import { repoRoot, tenantFirebase } from './lib/tenants.js';
import { invokedDirectly } from './lib/invoked-directly.js';
import { googleDeployedApi } from './lib/deployed-state/google-deployed-api.js';

interface Args {
  command: 'export' | 'restore';
  dir: string;
  projectId: string;
  bucket: string | undefined;
  wipeProduction: string | undefined;
}

const USAGE =
  'usage: npm run backup -- export <dir> | restore <dir> [--tenant <id> | --project <id>] [--bucket <name>] ' +
  '[--wipe-production <id>]';

function parseArgs(argv: string[], env: NodeJS.ProcessEnv): Args {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const value = argv[++i];
      if (value === undefined) throw new BackupError(`${arg} needs a value\n${USAGE}`);
      flags.set(arg.slice(2), value);
    } else positional.push(arg);
  }
  const [command, dir] = positional;
  if ((command !== 'export' && command !== 'restore') || dir === undefined || positional.length > 2) {
    throw new BackupError(USAGE);
  }
  const tenant = flags.get('tenant');
  if (tenant !== undefined && flags.has('project'))
    throw new BackupError(`--tenant or --project, not both\n${USAGE}`);
  return {
    command,
    dir: resolve(dir),
    // --tenant: the project tenants/<id>/tenant.json names (the one home of it; the operator types no project id).
    projectId:
      (tenant === undefined ? undefined : tenantFirebase(tenant).projectId) ??
      flags.get('project') ??
      env.GCLOUD_PROJECT ??
      projectIdFor(env.TENANT ?? 'demo'),
    bucket: flags.get('bucket'),
    wipeProduction: flags.get('wipe-production'),
  };
}

/** The project's default Storage bucket, found as drift finds it (the Firebase Storage API's `defaultBucket`). */
async function defaultBucket(projectId: string): Promise<string> {
  const bucket = await googleDeployedApi().defaultBucket(projectId);
  if (bucket === null)
    throw new BackupError(`project ${projectId} has no default Storage bucket: name one with --bucket`);
  return bucket;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), process.env);
  const emulator = process.env.FIRESTORE_EMULATOR_HOST !== undefined;
  if (!emulator && args.command === 'restore' && args.wipeProduction !== args.projectId) {
    throw new BackupError(
      `restore wipes project ${args.projectId} first: repeat its id with --wipe-production ${args.projectId}`,
    );
  }
  const bucket =
    args.bucket ?? (emulator ? `${args.projectId}.appspot.com` : await defaultBucket(args.projectId));
  const app = initializeApp(
    { projectId: args.projectId, ...(emulator ? {} : { storageBucket: bucket }) },
    `backup-${Date.now()}`,
  );
  try {
    const target: BackupTarget = {
      db: getFirestore(app),
      files: emulator
        ? new LocalFolderFileStore(join(repoRoot, '.local-files', args.projectId))
        : new CloudStorageFileStore(getStorage(app).bucket(bucket)),
      projectId: args.projectId,
    };
    const started = performance.now();
    const manifest =
      args.command === 'export'
        ? await exportBackup(target, args.dir)
        : await restoreBackup(target, args.dir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${args.command === 'export' ? 'exported' : 'restored'} ${args.projectId}${emulator ? ' (emulator)' : ''}: ` +
        `${manifest.firestore.documents} documents in ${Object.keys(manifest.firestore.collections).length} ` +
        `collection groups, ${manifest.files.count} files (${manifest.files.bytes} bytes), ${seconds} s, ${args.dir}`,
    );
    return 0;
  } finally {
    await deleteApp(app);
  }
}

if (invokedDirectly(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof BackupError ? error.message : error);
      process.exit(error instanceof BackupError ? 2 : 1);
    },
  );
}
