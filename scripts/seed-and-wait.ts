/** Seeds the tenant and waits until the API serves its catalogue (what `npm start` and the e2e set-up do). */
import { seedTenant } from './seed.js';
import { waitForApiCatalogue } from './lib/emulators.js';

const summary = await seedTenant({ tenantId: process.env.TENANT ?? 'demo' });
await waitForApiCatalogue(summary.products);
console.log(`seeded ${summary.products} products`);
