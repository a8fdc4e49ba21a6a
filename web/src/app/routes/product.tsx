import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import {
  isProductAdmin,
  PDF_ROUTE_SECTION,
  sectionDecision,
  type AccessContext,
  type GenericComponent,
  type HoldingComponent,
  type ProductConfig,
  type ProductRouteSection,
} from '@portal/domain';
import { Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import type { Preloaded } from '../../lib/live-store';
import { ProductOverview, useOverviewContent, useProduct } from '../../features/products';
import { paths } from '../../config/paths';
import { loadNamespaces } from '../../lib/i18n';
import { useLocalePath } from '../../lib/locale-path';
import { useSession } from '../../lib/session';
import { tenant } from '../../lib/tenant';
import { Redirect } from '../../components/redirect';

/** What `ProductGate` hands to its child routes. */
export interface ProductContext {
  product: ProductConfig;
  /** The catalogue the product comes from: where the section decision finds the share classes of its fund. */
  products: readonly ProductConfig[];
  access: AccessContext;
}

/**
 * Hands the product of `:productId` to its sub-pages. The route guard (app/guards.tsx) has already sent unknown,
 * hidden and refused products to 404/403; a product gone since (catalogue change) is reported as missing.
 */
export function ProductGate() {
  const { productId } = useParams();
  const { status, product, products, access } = useProduct(productId);
  const to = useLocalePath();
  if (status === 'loading') return <CenteredLoader />;
  if (!product) return <Redirect to={to(paths.errors.notFound())} />;
  return <Outlet context={{ product, products, access } satisfies ProductContext} />;
}

/**
 * The page of a section when the domain's `sectionDecision` (the route guard's and the API's) allows it; otherwise
 * the same 404 / 403 the guard would have given, or the use case's redirect.
 */
export function SectionGate({ section, children }: { section: ProductRouteSection; children: ReactNode }) {
  const { product, products, access } = useOutletContext<ProductContext>();
  const to = useLocalePath();
  const location = useLocation();
  const decision = sectionDecision(access, product, section, products);
  switch (decision.kind) {
    case 'notFound':
      return <Redirect to={to(paths.errors.notFound())} />;
    case 'forbidden':
      return <Redirect to={to(paths.errors.forbidden(location.pathname))} />;
    case 'redirect':
      return <Redirect to={to(decision.to)} />;
    case 'allow':
      return children;
  }
}

/**
 * The generic components of the overview (issue 10.2): loaded after the page's own content, with their texts, so the
 * editor (drag and drop, rich text) and its translations stay out of the landing page's entry chunk.
 */
const ProductComponents = lazy(() => {
  const texts = loadNamespaces(['components', 'media']);
  return import('../../features/product-components').then(async (m) => {
    await texts;
    return { default: m.ProductComponents };
  });
});

/**
 * The holdings charts and tables an admin marked for the overview (issue 11.5): loaded after the page's content with
 * their texts; nivo loads only with a chart (docs/holdings.md).
 */
const HoldingsOverview = lazy(() => {
  const texts = loadNamespaces(['holdings']);
  return import('../../features/holdings').then(async (m) => {
    await texts;
    return { default: m.HoldingsOverview };
  });
});

/**
 * The header's follow button: loaded after the page's content with its texts, so its dialogs (Mantine's modal, focus
 * trap, notifications) stay out of the entry chunk (the public first-load budget, docs/public-pages.md).
 */
const FollowButton = lazy(() => {
  const texts = loadNamespaces(['follow']);
  return import('../../features/follow').then(async (m) => {
    await texts;
    return { default: m.FollowButton };
  });
});

export function ProductOverviewRoute() {
  const { product, products, access } = useOutletContext<ProductContext>();
  // The overview's API answer carries its components: they render from it until the live binding answers.
  const overview = useOverviewContent(product.productId);
  const answer = overview.status === 'success' ? overview.data : undefined;
  const failed = overview.status === 'error';
  const preloaded = useMemo((): Preloaded<GenericComponent[]> => {
    if (!answer) return { status: failed ? 'error' : 'loading' };
    return {
      status: 'success',
      data: answer.components.map((c) => ({ ...c, updatedAt: new Date(c.updatedAt) })),
    };
  }, [answer, failed]);
  const preloadedHoldings = useMemo(
    (): Preloaded<HoldingComponent[]> =>
      answer
        ? { status: 'success', data: answer.holdingComponents }
        : { status: failed ? 'error' : 'loading' },
    [answer, failed],
  );
  return (
    <ProductOverview
      product={product}
      products={products}
      access={access}
      // The header's follow button, when the product's overview header shows it in this language.
      actions={(content) =>
        content?.header.showFollowButton ? (
          <Suspense fallback={null}>
            <FollowButton product={product} />
          </Suspense>
        ) : null
      }
      components={
        <>
          <Suspense fallback={null}>
            <ProductComponents product={product} products={products} access={access} preloaded={preloaded} />
          </Suspense>
          {tenant.hasHoldingData ? (
            <Suspense fallback={null}>
              <HoldingsOverview product={product} preloaded={preloadedHoldings} />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}

/** The factsheet pages (issue 12): their renderer, fonts, editor and texts load only when a factsheet is opened. */
const FactsheetPage = lazy(() => {
  const texts = loadNamespaces(['factsheet']);
  return import('../../features/factsheet').then(async (m) => {
    await texts;
    return { default: m.FactsheetPage };
  });
});
const FactsheetForPdf = lazy(() => {
  const texts = loadNamespaces(['factsheet']);
  return import('../../features/factsheet').then(async (m) => {
    await texts;
    return { default: m.FactsheetForPdf };
  });
});

/**
 * `/products/{productId}/factsheet` (issue 12): for the readers `factsheet.allowedRoles` admits; editable by admins,
 * whose edit mode also manages the factsheet page's generic components with the overview's editor (issue 26 item 4).
 */
export function FactsheetRoute() {
  const { product, products, access } = useOutletContext<ProductContext>();
  return (
    <SectionGate section="factsheet">
      <Suspense fallback={<CenteredLoader />}>
        <FactsheetPage
          product={product}
          canEdit={isProductAdmin(access, product.productId)}
          components={(onChanged) => (
            <Suspense fallback={<CenteredLoader />}>
              <ProductComponents
                product={product}
                products={products}
                access={access}
                page="factsheet"
                onChanged={onChanged}
              />
            </Suspense>
          )}
        />
      </Suspense>
    </SectionGate>
  );
}

/**
 * Rendered by the factsheet PDF generator; its own layout, no investor profile needed. The renderer signs in with a
 * custom token (lib/custom-token.ts); `data-session` tells it (and the tests) that the session is established.
 */
export function FactsheetForPdfRoute() {
  const { product } = useOutletContext<ProductContext>();
  const session = useSession();
  return (
    <SectionGate section={PDF_ROUTE_SECTION}>
      <div data-testid="pdf-page" data-session={session.status}>
        <Suspense fallback={null}>
          <FactsheetForPdf product={product} />
        </Suspense>
      </div>
    </SectionGate>
  );
}
