import {
  isProductAdmin,
  isStaff,
  type AccessContext,
  type AnalysisModeId,
  type ProductConfig,
} from '@portal/domain';
import { PRODUCT_SECTIONS, type EmbeddedPage, type ProductSection } from '../../../config/paths';

export type SectionAccess =
  { kind: 'ok' } | { kind: 'notFound' } | { kind: 'forbidden' } | { kind: 'redirect'; to: string };

const MODE_OF_SECTION: Partial<Record<ProductSection, AnalysisModeId>> = {
  'live-analysis': 'live',
  'historical-analysis': 'historical',
  'internal-analysis': 'internal',
};

const MODE_OF_EMBEDDED: Record<EmbeddedPage, AnalysisModeId> = {
  'live-perf-graph': 'live',
  'live-stats-table': 'live',
  'live-perf-table': 'live',
  'historical-perf-graph': 'historical',
  'historical-stats-table': 'historical',
};

type SectionFields = Pick<
  ProductConfig,
  'productId' | 'live' | 'historical' | 'internal' | 'useCase' | 'factsheet'
>;

function modeAccess(product: SectionFields, mode: AnalysisModeId, ctx: AccessContext): SectionAccess {
  const config = product[mode];
  if (!config) return { kind: 'notFound' };
  // As the API (canUseMode) and the route guard: internal analysis is for admins of the product (admin, superAdmin,
  // a custom role listing it); a mode's own roles admit staff and the product's admins too.
  if (mode === 'internal')
    return isProductAdmin(ctx, product.productId) ? { kind: 'ok' } : { kind: 'forbidden' };
  const allowed = config.allowedRoles;
  if (
    allowed?.length &&
    !isStaff(ctx.roles) &&
    !isProductAdmin(ctx, product.productId) &&
    !allowed.some((r) => ctx.roles.includes(r))
  ) {
    return { kind: 'forbidden' };
  }
  return { kind: 'ok' };
}

/**
 * Whether a product sub-page exists for this product and user (seed 000 §2 "Product routes"): analysis tabs only
 * where the mode is configured, use case and factsheet only where configured (a use case may redirect), the rest
 * always. The visibility of the product itself is checked before (canSeeProduct).
 */
export function sectionAccess(
  product: SectionFields,
  section: ProductSection,
  ctx: AccessContext,
): SectionAccess {
  const mode = MODE_OF_SECTION[section];
  if (mode) return modeAccess(product, mode, ctx);
  switch (section) {
    case 'use-case':
      if (!product.useCase) return { kind: 'notFound' };
      return 'redirect' in product.useCase
        ? { kind: 'redirect', to: product.useCase.redirect }
        : { kind: 'ok' };
    case 'factsheet':
      return product.factsheet ? { kind: 'ok' } : { kind: 'notFound' };
    default:
      return { kind: 'ok' };
  }
}

/** Embeddable pages need their mode configured and allowed, like the analysis tab they come from. */
export function embeddedAccess(
  product: SectionFields,
  page: EmbeddedPage,
  ctx: AccessContext,
): SectionAccess {
  return modeAccess(product, MODE_OF_EMBEDDED[page], ctx);
}

/** Sub-pages to offer as tabs/links on the overview (the ones the user can open, redirects included). */
export function availableSections(product: SectionFields, ctx: AccessContext): ProductSection[] {
  return PRODUCT_SECTIONS.filter((section) => {
    const access = sectionAccess(product, section, ctx);
    return access.kind === 'ok' || access.kind === 'redirect';
  });
}
