/**
 * `npx tsx scripts/lighthouse.ts`: the Lighthouse mobile figures of `npm run bench` alone (emulators running, demo
 * seeded, `npm run build` done). `LIGHTHOUSE_RUNS=3` prints medians of three runs per page.
 */
import { benchLighthouse } from './lib/lighthouse-bench.js';

await benchLighthouse();
