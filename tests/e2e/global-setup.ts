import { seedTenant } from '../../scripts/seed.js';

/** The browser suites run against the seeded demo tenant (the same seed `npm start` uses). */
export default async function setup(): Promise<void> {
  const summary = await seedTenant({ tenantId: process.env.TENANT ?? 'demo' });
  console.log(`e2e: seeded ${JSON.stringify(summary)}`);
}
