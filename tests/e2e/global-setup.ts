import { seedTenant } from '../../scripts/seed.js';
import { waitForApiCatalogue } from '../../scripts/lib/emulators.js';

/**
 * The browser suites run against the seeded demo tenant (the same seed `npm start` uses). The API reloads its
 * configuration when the catalogue-version trigger has run, so wait until it serves the seeded catalogue.
 */
export default async function setup(): Promise<void> {
  const summary = await seedTenant({ tenantId: process.env.TENANT ?? 'demo' });
  console.log(
    `e2e: seeded ${summary.products} products, ${summary.pricePoints} prices in ${summary.timings.total} ms`,
  );
  await waitForApiCatalogue(summary.products);
}
