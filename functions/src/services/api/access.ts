import {
  modeDecision,
  primaryModeDecision,
  productDecision,
  type AccessContext,
  type AccessDenialReason,
  type AnalysisMode,
  type AnalysisModeId,
  type ProductConfig,
} from '@portal/domain';
import type { PortalConfig } from './config-cache.js';
import { ApiHttpError } from './http.js';

const MESSAGES: Record<AccessDenialReason, { message: string; messageKey?: string }> = {
  unknownProduct: { message: 'no such product' },
  // Same text as an unknown product: the answer must not reveal that a hidden product exists.
  hiddenProduct: { message: 'no such product' },
  unknownMode: { message: 'the product has no such analysis mode', messageKey: 'api.errors.unknownMode' },
  productRoles: { message: 'the product needs a role the caller does not have' },
  internalMode: { message: 'internal analysis is for admins of the product or its fund only' },
  modeRoles: { message: 'this analysis mode needs a role the caller does not have' },
  loginRequired: { message: 'the product needs a signed-in user', messageKey: 'api.errors.loginRequired' },
};

function denial(status: 401 | 403 | 404, reason: AccessDenialReason, productId: string): ApiHttpError {
  const code = status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'not-found';
  const { message, messageKey } = MESSAGES[reason];
  // The reason is only told when it reveals nothing the caller may not know: hidden products look unknown.
  const details = status === 404 ? { productId } : { productId, reason };
  return new ApiHttpError(code, `${message}: ${productId}`, {
    details,
    ...(messageKey === undefined ? {} : { messageKey }),
  });
}

/** The product, when the caller may read its product-level data; otherwise the policy's 401/403/404. */
export function requireProduct(config: PortalConfig, ctx: AccessContext, productId: string): ProductConfig {
  const d = productDecision(ctx, config.products.get(productId));
  if (d.kind === 'deny') throw denial(d.status, d.reason, productId);
  return d.product;
}

/** The product and mode, when the caller may read that mode's data; otherwise the policy's 401/403/404. */
export function requireMode(
  config: PortalConfig,
  ctx: AccessContext,
  productId: string,
  modeId: AnalysisModeId | 'primary',
): { product: ProductConfig; mode: AnalysisMode } {
  const product = config.products.get(productId);
  // The whole catalogue: admins of another share class of the fund pass the mode's roles (seed 000 §4 step 5).
  const d =
    modeId === 'primary'
      ? primaryModeDecision(ctx, product, config.products)
      : modeDecision(ctx, product, modeId, config.products);
  if (d.kind === 'deny') throw denial(d.status, d.reason, productId);
  return { product: d.product, mode: d.mode };
}
