/**
 * `npm run tenants:check`: validates every tenant under tenants/ (schemas + cross-file rules) before a build, so a
 * broken tenant fails early with a readable list instead of a blank page in the browser.
 */
import { listTenants, loadTenant, TenantConfigError } from './lib/tenants.js';

function main(): number {
  const tenants = listTenants();
  if (tenants.length === 0) {
    console.error('no tenant found under tenants/ (each needs a tenant.json)');
    return 1;
  }
  let failed = 0;
  for (const id of tenants) {
    try {
      const t = loadTenant(id);
      console.log(
        `tenant ${id}: ok (${t.catalogue.products.length} products, ${t.catalogue.benchmarks.length} benchmarks)`,
      );
    } catch (error) {
      failed++;
      if (error instanceof TenantConfigError) console.error(error.message);
      else throw error;
    }
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = main();
