/**
 * `npm run fuzz` (issue 14 item 3, docs/fuzzing.md): every fuzz property at 10,000 generated inputs (FUZZ_RUNS, or
 * `npm run fuzz -- <runs>`). First the importers (pure domain code, `*.fuzz.test.ts`), then the `/api` parameters
 * and the callables in-process against the Auth and Firestore emulators (tests/api/*-fuzz.test.ts), booted for the
 * run with Functions and Cloud Tasks (accepted operations enqueue tasks; the functions build is made first). `npm test` runs the same properties at 500 (unit) and 200 (emulator) inputs. Prints runs and time per
 * property and in all; exits non-zero when a property fails.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { repoRoot } from './firebase.js';

const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '10000';
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const EMULATOR_SUITES = ['tests/api/api-fuzz.test.ts', 'tests/api/callables-fuzz.test.ts'];

/** Runs a command with FUZZ_RUNS set, echoing its output; collects the `fuzz | ...` lines the properties print. */
function run(command: string, args: readonly string[], lines: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, FUZZ_RUNS: runs, TZ: 'UTC' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.setEncoding('utf8');
    let pending = '';
    child.stdout.on('data', (chunk: string) => {
      process.stdout.write(chunk);
      // Whole lines only (a chunk may end mid-line), colour codes stripped, before matching the report lines.
      const text = pending + chunk.replace(COLOUR, '');
      const parts = text.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) if (line.startsWith('fuzz | ')) lines.push(line);
    });
    child.on('close', (code) => {
      resolve(code ?? 1);
    });
  });
}

const started = performance.now();
const lines: string[] = [];
const unit = await run('npx', ['vitest', 'run', '--project', 'unit', '.fuzz.test.ts'], lines);
// The Cloud Tasks emulator starts only beside the Functions emulator, which loads the functions build.
const build = await run('npm', ['run', 'build', '-w', 'functions'], lines);
const emulators = await run(
  'npx',
  [
    'tsx',
    'scripts/firebase.ts',
    'emulators:exec',
    '--only',
    'auth,firestore,functions,tasks',
    `npx vitest run --project emulator ${EMULATOR_SUITES.join(' ')}`,
  ],
  lines,
);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\nfuzz summary (${runs} runs per property)\n${lines.join('\n')}\nin all: ${seconds} s`);
if (unit !== 0 || build !== 0 || emulators !== 0) {
  console.error('fuzz: a property failed (see above)');
  process.exit(1);
}
