import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_SRC, sourceFiles } from './source-files.js';

/*
 * firebase-admin enqueues a task by the name of the function that handles it, which is the name `index.ts` exports
 * the function under: the name given to `taskQueueName` and that export are two spellings of one fact. This test
 * fails when they part (a renamed export would otherwise enqueue into a queue nobody serves, found only in production)
 * and when a task function has no queue name of its own.
 */

const src = FUNCTIONS_SRC;

const texts = sourceFiles(src).map((path) => ({
  path: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));

/** The names `index.ts` exports (`export { a, b } from …`, `export const a`). */
const indexExports = (() => {
  const index = readFileSync(join(src, 'index.ts'), 'utf8');
  const names = [...index.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map(
      (n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return new Set(names.filter((n) => n !== ''));
})();

/** Every name given to taskQueueName('…'). */
const queueNames = texts.flatMap(({ path, text }) =>
  [...text.matchAll(/taskQueueName\(\s*'(\w+)'\s*\)/g)].map((m) => ({ path, name: m[1] ?? '' })),
);

/** Every function defined with onTaskDispatched: `export const name = onTaskDispatched(`. */
const taskFunctions = texts.flatMap(({ path, text }) =>
  [...text.matchAll(/export const (\w+)\s*=\s*onTaskDispatched\(/g)].map((m) => ({ path, name: m[1] ?? '' })),
);

describe('task queue names', () => {
  it('names, for every queue, a task function that index.ts exports', () => {
    expect(queueNames.length).toBeGreaterThanOrEqual(4);
    const taskNames = new Set(taskFunctions.map((f) => f.name));
    for (const { path, name } of queueNames) {
      expect(indexExports, `${path}: taskQueueName('${name}')`).toContain(name);
      expect(taskNames, `${path}: '${name}' is not an onTaskDispatched function`).toContain(name);
    }
  });

  it('gives every exported task function a queue name', () => {
    expect(taskFunctions.length).toBeGreaterThanOrEqual(4);
    const named = new Set(queueNames.map((q) => q.name));
    for (const { path, name } of taskFunctions) {
      expect(indexExports, `${path}: ${name} is not exported by index.ts`).toContain(name);
      expect(named, `${path}: ${name} has no taskQueueName`).toContain(name);
    }
  });
});
