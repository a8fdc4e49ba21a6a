import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the script node was started with, rather than imported
 * (by a test or another script): the scripts that are also libraries run their command line only then.
 */
export function invokedDirectly(moduleUrl: string): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(moduleUrl);
  } catch {
    return false;
  }
}
