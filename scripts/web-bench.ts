/**
 * `npx tsx scripts/web-bench.ts`: the public-page figures of `npm run bench` alone (emulators running, demo seeded,
 * `npm run build` done). `--verbose` lists the scripts loaded before the LCP.
 */
import { fileURLToPath } from 'node:url';
import { HOSTING_URL } from './lib/emulators.js';
import { benchPublicPages, PUBLIC_PAGE_TARGETS } from './lib/web-bench.js';

console.log(
  'bench: public pages as a visitor (investor profile stored), headless Chromium, 5 cold loads each',
);
await benchPublicPages({
  baseUrl: HOSTING_URL,
  distDir: fileURLToPath(new URL('../web/dist', import.meta.url)),
  targets: PUBLIC_PAGE_TARGETS,
  verbose: process.argv.includes('--verbose'),
});
