import { setTimeout as sleep } from 'node:timers/promises';
import { seedTenant } from '../../scripts/seed.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';

/**
 * The browser suites run against the seeded demo tenant (the same seed `npm start` uses). The API reloads its
 * configuration when the catalogue-version trigger has run, so wait until it serves the seeded catalogue.
 */
export default async function setup(): Promise<void> {
  const summary = await seedTenant({ tenantId: process.env.TENANT ?? 'demo' });
  console.log(
    `e2e: seeded ${summary.products} products, ${summary.pricePoints} prices in ${summary.timings.total} ms`,
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${HOSTING_URL}/api/health`).catch(() => null);
    const body = res?.ok ? ((await res.json()) as { products?: number }) : null;
    if (body?.products === summary.products) return;
    if (Date.now() > deadline)
      throw new Error(`API did not pick up the seeded catalogue: ${JSON.stringify(body)}`);
    await sleep(250);
  }
}
