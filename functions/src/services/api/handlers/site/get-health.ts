import type { API, ResponseOf } from '@portal/domain';
import { tenantRuntime } from '../../../../tenant/tenant-runtime.js';
import type { HandlerContext } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';

/**
 * GET /health: the API is up and has loaded the catalogue (the configuration read is the pipeline's, so a Firestore
 * that cannot be read fails here), for the tenant and release this build was stamped with (functions/tenant-stamp.ts).
 * The deploy's smoke check compares the release with the one it just deployed (scripts/lib/smoke). No product data.
 */
export function getHealth(c: HandlerContext): Promise<ApiReply> {
  const { tenantId, region, release } = tenantRuntime();
  const body: ResponseOf<typeof API.health> = {
    ok: true,
    products: c.config.products.size,
    tenant: tenantId,
    region,
    ...(release === null ? {} : { release }),
  };
  return Promise.resolve(ok(body));
}
