/**
 * The steps a deploy or a rollback runs, as data (docs/deploy.md): a dry run prints exactly what a run executes.
 * A command is a program with its arguments, the environment it adds and where it runs; a file step is work done in
 * this process (a file copied or written), printed as what it does.
 */
import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import { runFirebase } from '../../firebase.js';

export interface Command {
  kind: 'command';
  /** `firebase` runs through scripts/firebase.ts (`runFirebase`); `tsx` is a TypeScript script run with tsx. */
  program: 'npm' | 'git' | 'firebase' | 'tsx';
  args: readonly string[];
  /** Added to the environment of the process (printed before the command). */
  env?: Readonly<Record<string, string>>;
  /** Where it runs: the repo root when absent. */
  cwd?: string;
}

export interface FileStep {
  kind: 'file';
  /** What it does, in the words of a shell command (`cp a b`). */
  what: string;
  run: () => void;
}

export type Step = Command | FileStep;

export const command = (
  program: Command['program'],
  args: readonly string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Command => ({ kind: 'command', program, args, ...options });

/** A word as a POSIX shell reads it back (quoted only where it has to be). */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The step as one shell line, paths relative to `root` (`(cd dir && KEY=v npm run build)`). */
export function describeStep(step: Step, root: string): string {
  if (step.kind === 'file') return step.what;
  const program = step.program === 'tsx' ? 'npx tsx' : step.program;
  const env = Object.entries(step.env ?? {}).map(([key, value]) => `${key}=${shellWord(value)}`);
  const line = [...env, program, ...step.args.map(shellWord)].join(' ');
  const cwd = step.cwd === undefined ? '' : relative(root, step.cwd);
  return cwd === '' ? line : `(cd ${shellWord(cwd)} && ${line})`;
}

/** Runs a step with its output shown; resolves with its exit code (a file step that throws: 1, its message shown). */
export async function runStep(step: Step, root: string): Promise<number> {
  if (step.kind === 'file') {
    try {
      step.run();
      return 0;
    } catch (error) {
      console.error(`✖ ${step.what}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  const env = { ...process.env, ...step.env };
  if (step.program === 'firebase') return (await runFirebase(step.args, { env })).code;
  const [file, args] =
    step.program === 'tsx'
      ? [process.execPath, ['--import', 'tsx', ...step.args]]
      : [step.program, [...step.args]];
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: step.cwd ?? root, env, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`✖ ${describeStep(step, root)}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => {
      resolve(code ?? 1);
    });
  });
}

/** Runs steps in order up to the first that fails; `null` when all passed, else the failed step's line and code. */
export async function runSteps(steps: readonly Step[], root: string): Promise<string | null> {
  for (const step of steps) {
    const line = describeStep(step, root);
    console.log(`$ ${line}`);
    const code = await runStep(step, root);
    if (code !== 0) return `${line} (exit ${code})`;
  }
  return null;
}
