/**
 * `npm run smoke -- <url> [--tenant <id>] [--release <release>]`: the smoke check of a deployed site
 * (scripts/lib/smoke/smoke.ts, docs/deploy.md): home page and its security policy, the API's health, a listed
 * product's key numbers and overview page. One line per check; exit 1 when any fails, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { formatSmoke, runSmoke } from './lib/smoke/smoke.js';

const USAGE = 'usage: npm run smoke -- <url> [--tenant <id>] [--release <release>]';

let url: string;
let options: { tenant?: string; release?: string };
try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { tenant: { type: 'string' }, release: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [given, ...more] = positionals;
  if (given === undefined || more.length > 0) throw new Error('name one site URL');
  url = new URL(given).href;
  options = {
    ...(values.tenant === undefined ? {} : { tenant: values.tenant }),
    ...(values.release === undefined ? {} : { release: values.release }),
  };
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

console.log(`smoke check of ${url}`);
const results = await runSmoke(url, options);
console.log(formatSmoke(results));
const failed = results.filter((r) => !r.ok).length;
console.log(
  failed === 0 ? `✓ all ${results.length} checks passed` : `✖ ${failed} of ${results.length} checks failed`,
);
process.exitCode = failed === 0 ? 0 : 1;
