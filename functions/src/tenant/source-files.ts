import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** functions/src, for tests that read the sources (task-queues.test.ts, deploy-params.test.ts). */
export const FUNCTIONS_SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every TypeScript source file under `dir` (tests excluded), recursively. */
export function sourceFiles(dir: string = FUNCTIONS_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}
