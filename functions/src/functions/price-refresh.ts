import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { readCatalogueVersion } from '../services/catalogue/catalogue-version.js';
import { portalConfigAt } from '../services/analytics/config-cache.js';
import { enqueueBulkPriceTask } from '../services/bulk-prices/bulk-price-queue.js';
import { refreshPrices as refresh } from '../services/bulk-prices/refresh-prices.js';
import { createFileStore } from '../services/files/create-file-store.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const files = createFileStore();

/**
 * The scheduled price refresh: every business day at 19:00 Zurich time, the files of the tenant's price feed
 * (services/bulk-prices/refresh-prices.ts). On the emulator it never fires by itself: `npm run refresh-prices`.
 */
export const refreshPrices = onSchedule(
  {
    schedule: '0 19 * * 1-5',
    timeZone: 'Europe/Zurich',
    region: FUNCTIONS_REGION,
    memory: '1GiB',
    timeoutSeconds: 540,
  },
  async () => {
    const db = getFirestore();
    const config = await portalConfigAt(db, logger, await readCatalogueVersion(db));
    const taken = await refresh(
      { db, files, log: logger, now: () => new Date(), enqueue: enqueueBulkPriceTask },
      { products: [...config.products.values()], benchmarks: [...config.benchmarks.values()] },
    );
    logger.info('price refresh done', { files: taken.length });
  },
);
