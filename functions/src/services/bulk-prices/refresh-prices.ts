import { PRICE_FEED_FOLDERS, SYSTEM_USER_ID, type BulkPriceCatalogue } from '@portal/domain';
import { BulkPriceRefused } from './bulk-price-context.js';
import { confirmBulkPriceUpdate } from './bulk-price-confirm.js';
import { runBulkPriceDryRun } from './bulk-price-dry-run.js';
import type { BulkPriceTaskDeps } from './bulk-price-tasks.js';

export interface RefreshedFile {
  file: string;
  operationId: string | null;
  outcome: 'applying' | 'refused';
}

/** The platform itself: it may update every product that allows price data modification, and every benchmark. */
const SYSTEM_ACCESS = { roles: ['insight', 'admin'], userDefinedRoles: [] };

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function move(deps: BulkPriceTaskDeps, from: string, to: string, bytes: Uint8Array): Promise<void> {
  await deps.files.write(to, bytes, { contentType: from.endsWith('.gz') ? 'application/gzip' : 'text/csv' });
  await deps.files.delete(from);
}

/**
 * The scheduled price refresh (issue 11.4): every CSV a custodian dropped in the tenant's price feed folder
 * (`price-feed/incoming/`, in the bulk format, plain or gzip) goes through the same dry run and the same tasks as an
 * upload, recorded as an operation of the system user. The feed brings new prices, so a feed file is laid over each
 * series instead of replacing it. A clean file is confirmed at once and moved to `processed/`, a refused one (its
 * operation lists the errors) to `failed/`, both prefixed with the operation id; files are taken in name order.
 */
export async function refreshPrices(
  deps: BulkPriceTaskDeps,
  catalogue: BulkPriceCatalogue,
): Promise<RefreshedFile[]> {
  const caller = { uid: SYSTEM_USER_ID, access: SYSTEM_ACCESS, catalogue };
  const incoming = (await deps.files.list(PRICE_FEED_FOLDERS.incoming)).filter((p) =>
    /\.csv(\.gz)?$/i.test(p),
  );
  const out: RefreshedFile[] = [];
  for (const path of incoming) {
    const bytes = await deps.files.read(path);
    if (!bytes) continue;
    let operationId: string | null = null;
    let outcome: RefreshedFile['outcome'] = 'refused';
    try {
      const dryRun = await runBulkPriceDryRun(deps, caller, {
        fileName: nameOf(path),
        bytes,
        source: 'feed',
      });
      operationId = dryRun.operationId;
      if (dryRun.ok) {
        await confirmBulkPriceUpdate(deps, caller, dryRun.operationId);
        outcome = 'applying';
      }
    } catch (error) {
      if (!(error instanceof BulkPriceRefused)) throw error;
    }
    const folder = outcome === 'applying' ? PRICE_FEED_FOLDERS.processed : PRICE_FEED_FOLDERS.failed;
    await move(deps, path, `${folder}${operationId ?? 'unread'}-${nameOf(path)}`, bytes);
    deps.log.info?.('price feed file taken', { file: path, operationId, outcome });
    out.push({ file: path, operationId, outcome });
  }
  return out;
}
