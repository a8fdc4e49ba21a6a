/**
 * `npm run refresh-prices [tenant]`: fires the scheduled price refresh on the running emulators (`npm start`), which
 * never fire schedules themselves. Drop feed files in `.local-files/<project>/price-feed/incoming/` first
 * (docs/bulk-prices.md); the new operations show on /admin/operations/bulk-price-data-update.
 */
import { PORTS, EMULATOR_HOST } from './lib/emulators.js';
import { tenantFirebase } from './lib/tenants.js';
import { projectIdFor } from './firebase.js';

const tenant = process.argv[2] ?? process.env.TENANT ?? 'demo';
const projectId = projectIdFor(tenant);
const url = `http://${EMULATOR_HOST}:${PORTS.functions}/${projectId}/${tenantFirebase(tenant).region}/refreshPrices-0`;
const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
console.log(
  res.ok ? `price refresh ran (${projectId})` : `price refresh failed: ${res.status} ${await res.text()}`,
);
if (!res.ok) process.exitCode = 1;
