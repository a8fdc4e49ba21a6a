/**
 * `npm run refresh-prices [tenant]`: fires the scheduled price refresh on the running emulators (`npm start`), which
 * never fire schedules themselves. Drop feed files in `.local-files/<project>/price-feed/incoming/` first
 * (docs/bulk-prices.md); the new operations show on /admin/operations/bulk-price-data-update.
 */
import { PORTS, EMULATOR_HOST } from './lib/emulators.js';
import { projectIdFor } from './firebase.js';

const projectId = projectIdFor(process.argv[2] ?? process.env.TENANT ?? 'demo');
const url = `http://${EMULATOR_HOST}:${PORTS.functions}/${projectId}/europe-west6/refreshPrices-0`;
const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
console.log(
  res.ok ? `price refresh ran (${projectId})` : `price refresh failed: ${res.status} ${await res.text()}`,
);
if (!res.ok) process.exitCode = 1;
