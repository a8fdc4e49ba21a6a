/**
 * The one way to run the Firebase CLI in this repo: `tsx scripts/firebase.ts <firebase args...>`.
 *
 * It exists because these machines are offline except for the npm registry: firebase-tools cannot download its
 * Firestore emulator jar, so we point it at the one Debian ships. It also picks a `demo-*` project per tenant so
 * nobody needs a Google login for local work. Other scripts (start, seed, tests) import the helpers below so they
 * all agree on the project id, the environment and the emulator addresses.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { constants as osConstants } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TENANT_FIREBASE_CONFIG, withFunctionRegion, writeFirebaseConfig } from './lib/firebase-config.js';
import { MAIL_CATCHER_PORT, mailFolder, startMailCatcher } from './lib/mail-catcher.js';
import { emulatorFirebaseConfig } from './lib/security-headers.js';
import { tenantAnalyticsOrigin, tenantFirebase } from './lib/tenants.js';
import { invokedDirectly } from './lib/invoked-directly.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const wrapperDir = join(repoRoot, '.cache', 'firestore-emulator');
const wrapperJar = join(wrapperDir, 'cloud-firestore-emulator-wrapper.jar');
const wrapperManifest = join(wrapperDir, 'manifest.txt');

const JAVA_MISSING =
  'Java 17+ is required for the Firestore emulator: apt-get install -y openjdk-17-jre-headless';
const JAR_TOOL_MISSING =
  "The JDK's `jar` tool is needed once to wrap the Debian Firestore emulator: " +
  'apt-get install -y openjdk-17-jdk-headless';

export class FirebaseSetupError extends Error {}

export function tenantFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const tenant = env.TENANT?.trim();
  // An empty TENANT (e.g. `TENANT= npm start`) means the default too.
  if (tenant) return tenant;
  return 'demo';
}

/** `demo-*` project ids make the emulators run fully offline without any Google account. */
export function projectIdFor(tenant: string): string {
  const projectId = `demo-portal-${tenant}`;
  // Google project ids: 6-30 chars, lowercase letters, digits and hyphens, starting with a letter.
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    throw new FirebaseSetupError(
      `TENANT "${tenant}" does not give a valid project id ("${projectId}"): use lowercase letters, digits ` +
        'and hyphens, at most 18 characters.',
    );
  }
  return projectId;
}

function findOnPath(command: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this PATH entry; keep looking.
    }
  }
  return undefined;
}

export function assertJava(env: NodeJS.ProcessEnv = process.env): void {
  if (!findOnPath('java', env)) throw new FirebaseSetupError(JAVA_MISSING);
}

/**
 * The Debian jar has no Main-Class, and firebase-tools runs its emulator as `java -jar <path>`. A jar holding only
 * a manifest that names the main class and puts the Debian jar on the class path bridges the two. Returns the
 * wrapper's path, or undefined where the Debian package is absent (firebase-tools then downloads its own).
 */
export function ensureFirestoreEmulatorJar(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return undefined;
  // The manifest is the cache key: if the Debian path ever changes, the wrapper is rebuilt.
  const manifest = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${DEBIAN_FIRESTORE_JAR}\n`;
  const upToDate =
    existsSync(wrapperJar) &&
    existsSync(wrapperManifest) &&
    readFileSync(wrapperManifest, 'utf8') === manifest;
  if (upToDate) return wrapperJar;

  const jarTool = findOnPath('jar', env);
  if (!jarTool) throw new FirebaseSetupError(JAR_TOOL_MISSING);
  mkdirSync(wrapperDir, { recursive: true });
  // Several emulator runs may start at once (tests, a dev server): build aside and rename, so none of them
  // ever sees a half-written jar. The manifest goes last because it marks the cache as complete.
  const tmpJar = `${wrapperJar}.${process.pid}.tmp`;
  const tmpManifest = `${wrapperManifest}.${process.pid}.tmp`;
  writeFileSync(tmpManifest, manifest);
  const result = spawnSync(jarTool, ['cfm', tmpJar, tmpManifest], { stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(tmpJar, { force: true });
    rmSync(tmpManifest, { force: true });
    throw new FirebaseSetupError(`Building ${wrapperJar} with \`jar cfm\` failed (exit ${result.status}).`);
  }
  renameSync(tmpJar, wrapperJar);
  renameSync(tmpManifest, wrapperManifest);
  return wrapperJar;
}

/**
 * Environment for a firebase-tools process. With `withFirestoreJar`, the Firestore emulator override is set up
 * (building the wrapper jar if needed); without it, nothing touches Java, so non-emulator commands run anywhere.
 */
export function firebaseEnv(
  options: { withFirestoreJar?: boolean; base?: NodeJS.ProcessEnv } = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...(options.base ?? process.env) };
  // The update check needs the internet and only adds noise; the version is pinned on purpose anyway.
  env.NO_UPDATE_NOTIFIER = '1';
  if (options.withFirestoreJar ?? true) {
    const jar = ensureFirestoreEmulatorJar(env);
    if (jar) {
      env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
    } else {
      console.warn(
        `[firebase] ${DEBIAN_FIRESTORE_JAR} not found: firebase-tools will download its own emulator.`,
      );
    }
  }
  return env;
}

interface EmulatorConfig {
  host?: string;
  port?: number;
}

function readFirebaseJson(): { emulators?: Record<string, unknown> } {
  return JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    emulators?: Record<string, unknown>;
  };
}

/** Emulators we can run here, i.e. those with a host/port in firebase.json (ui and settings excluded). */
export function configuredEmulators(): Record<string, { host: string; port: number }> {
  const out: Record<string, { host: string; port: number }> = {};
  for (const [name, value] of Object.entries(readFirebaseJson().emulators ?? {})) {
    // Settings such as singleProjectMode are plain values; only emulators have a port.
    const { host, port } = (value ?? {}) as EmulatorConfig;
    if (typeof port === 'number') out[name] = { host: host ?? '127.0.0.1', port };
  }
  return out;
}

/** `host:port` per emulator, e.g. for FIRESTORE_EMULATOR_HOST in seed scripts and tests. */
export function emulatorHost(name: string): string {
  const config = configuredEmulators()[name];
  if (!config) throw new FirebaseSetupError(`Emulator "${name}" is not configured in firebase.json.`);
  return `${config.host}:${config.port}`;
}

function hasFlag(args: readonly string[], ...flags: string[]): boolean {
  return args.some((arg) => flags.some((flag) => arg === flag || arg.startsWith(`${flag}=`)));
}

function isEmulatorCommand(args: readonly string[]): boolean {
  const command = args.find((arg) => !arg.startsWith('-'));
  return command !== undefined && /^(emulators:|setup:emulators:)/.test(command);
}

/** Adds the defaults callers would otherwise have to repeat; anything the caller passed wins. */
export function withDefaults(args: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const out = [...args];
  if (!hasFlag(out, '--project', '-P')) out.push('--project', projectIdFor(tenantFromEnv(env)));
  // firebase.json also declares storage (for its rules), so a bare emulators:start would try the Storage
  // emulator, whose rules runtime is a download that fails here. Default to the emulators that do run.
  const command = out.find((arg) => !arg.startsWith('-'));
  if ((command === 'emulators:start' || command === 'emulators:exec') && !hasFlag(out, '--only')) {
    out.push('--only', Object.keys(configuredEmulators()).join(','));
  }
  return out;
}

function firebaseBin(): string {
  const bin = join(repoRoot, 'node_modules', '.bin', 'firebase');
  if (!existsSync(bin)) {
    throw new FirebaseSetupError(`${bin} is missing: run \`npm ci\` at the repo root.`);
  }
  return realpathSync(bin);
}

/** Secrets the functions emulator reads from its source folder (deploys skip `*.local` files). */
export const LOCAL_SECRETS = {
  SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_PORT}`,
  // Local only: signs the unsubscribe links of caught mails. Production uses the UNSUBSCRIBE_SECRET secret.
  UNSUBSCRIBE_SECRET: 'local-emulator-unsubscribe-secret',
  // Local only: signs the contact form's bot-check challenges. Production uses the ALTCHA_HMAC_KEY secret.
  ALTCHA_HMAC_KEY: 'local-emulator-altcha-hmac-key',
};

/**
 * For emulator runs that start functions: the SMTP catcher (scripts/lib/mail-catcher.ts) and the secrets that point
 * the functions at it. A catcher already listening (another run) is left to catch; the run goes on.
 */
async function startLocalMail(args: readonly string[], env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  const command = args.find((arg) => !arg.startsWith('-'));
  if (command !== 'emulators:start' && command !== 'emulators:exec') return () => Promise.resolve();
  const dist = join(repoRoot, 'functions', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, '.secret.local'),
    Object.entries(LOCAL_SECRETS)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  try {
    const catcher = await startMailCatcher(mailFolder(repoRoot, projectIdFor(tenantFromEnv(env))));
    return catcher.close;
  } catch (error) {
    console.warn(`[mail] no SMTP catcher started (${String(error)}); is another emulator run catching?`);
    return () => Promise.resolve();
  }
}

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs firebase-tools with our defaults and resolves with its exit code (128 + n if it died from a signal).
 * Signals sent to this process are forwarded, so Ctrl-C or a CI timeout shuts the emulators down cleanly
 * (firebase-tools ignores a repeat of the same signal within 100 ms, so the terminal's copy plus ours count once).
 * `captureStdout`: its standard output is returned instead of shown (a `--json` answer the caller reads).
 */
export async function runFirebase(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; captureStdout?: boolean } = {},
): Promise<{ code: number; signal: NodeJS.Signals | null; stdout: string }> {
  const base = options.env ?? process.env;
  const emulators = isEmulatorCommand(args);
  if (emulators) assertJava(base);
  const stopMail = emulators ? await startLocalMail(args, base) : () => Promise.resolve();
  const env = firebaseEnv({ withFirestoreJar: emulators, base });
  const finalArgs = withDefaults(args, base);
  // The Hosting emulator proxies /api to the region of the rewrite: the tenant's (scripts/lib/firebase-config.ts).
  if (emulators && !hasFlag(finalArgs, '--config', '-c')) {
    const tenantId = tenantFromEnv(base);
    const { region } = tenantFirebase(tenantId);
    // A tenant that sends web analytics gets its endpoint in the CSP (docs/web-analytics.md); the others as is.
    const config = withFunctionRegion(
      emulatorFirebaseConfig(
        JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as unknown,
        tenantAnalyticsOrigin(tenantId),
      ),
      region,
    );
    finalArgs.push('--config', writeFirebaseConfig(repoRoot, TENANT_FIREBASE_CONFIG, config));
  }

  // Run the CLI's JS with our own node so the version matches and no shebang or PATH lookup is involved.
  // cwd is the repo root so firebase.json is found and debug logs land in one (git-ignored) place.
  const child = spawn(process.execPath, [firebaseBin(), ...finalArgs], {
    cwd: repoRoot,
    env,
    stdio: options.captureStdout ? ['inherit', 'pipe', 'inherit'] : 'inherit',
  });
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  const forward = (signal: NodeJS.Signals) => () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const handlers = FORWARDED_SIGNALS.map((signal) => [signal, forward(signal)] as const);
  for (const [signal, handler] of handlers) process.on(signal, handler);

  const exited = new Promise<{ code: number; signal: NodeJS.Signals | null; stdout: string }>(
    (resolvePromise, reject) => {
      child.once('error', (error) => {
        for (const [signal, handler] of handlers) process.off(signal, handler);
        reject(error);
      });
      // 'close', not 'exit': the captured output is complete only once the streams have closed.
      child.once('close', (code, signal) => {
        for (const [sig, handler] of handlers) process.off(sig, handler);
        resolvePromise({ code: code ?? 128 + signalNumber(signal), signal, stdout });
      });
    },
  );
  try {
    return await exited;
  } finally {
    await stopMail();
  }
}

function signalNumber(signal: NodeJS.Signals | null): number {
  return signal ? osConstants.signals[signal] : 1;
}

async function main(): Promise<void> {
  try {
    const { code, signal } = await runFirebase(process.argv.slice(2));
    // Die from the same signal so parents (npm, CI, a shell loop) see what really happened.
    if (signal) process.kill(process.pid, signal);
    process.exitCode = code;
  } catch (error) {
    if (error instanceof FirebaseSetupError) {
      console.error(`[firebase] ${error.message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

if (invokedDirectly(import.meta.url)) void main();
