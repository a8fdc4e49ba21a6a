/**
 * `npx tsx scripts/tenant-prices.ts <tenant> [--today YYYY-MM-DD]`: generates a tenant's synthetic prices exactly as
 * the seed will (scripts/lib/seed-prices.ts, with emulator-data/<tenant>/price-profiles.json) without any emulator,
 * and prints one line per series: id, kind, frequency, currency, first and last date, number of prices, first and
 * last price. Exit status 1 with the reason when the tenant or its profiles cannot be generated.
 */
import { loadPriceProfiles } from './seed.js';
import { generateSeedPrices } from './lib/seed-prices.js';
import { loadTenant, TenantConfigError } from './lib/tenants.js';

function main(argv: readonly string[]): number {
  const tenantId = argv.find((a) => !a.startsWith('--'));
  const todayFlag = argv.indexOf('--today');
  const today = todayFlag >= 0 ? argv[todayFlag + 1] : new Date().toISOString().slice(0, 10);
  if (!tenantId || !today) {
    console.error('usage: npx tsx scripts/tenant-prices.ts <tenant> [--today YYYY-MM-DD]');
    return 2;
  }
  try {
    const tenant = loadTenant(tenantId);
    const series = generateSeedPrices(tenant.catalogue, { today, profiles: loadPriceProfiles(tenantId) });
    for (const s of series) {
      const first = s.points[0];
      const last = s.points.at(-1);
      console.log(
        [
          s.base.seriesId.padEnd(40),
          s.base.kind.padEnd(9),
          s.base.frequency.padEnd(7),
          s.base.currency,
          first?.date ?? '-',
          last?.date ?? '-',
          String(s.points.length).padStart(5),
          first?.price.toFixed(2) ?? '-',
          last?.price.toFixed(2) ?? '-',
        ].join('  '),
      );
    }
    const points = series.reduce((n, s) => n + s.points.length, 0);
    console.log(`${tenantId}: ${series.length} series, ${points.toLocaleString('en')} prices up to ${today}`);
    return 0;
  } catch (error) {
    console.error(error instanceof TenantConfigError || error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
