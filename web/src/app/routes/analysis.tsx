import {
  ANALYSIS_MODE_SLUGS,
  type AccessContext,
  type AnalysisModeId,
  type ProductConfig,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useOutletContext } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { paths, type ProductSection } from '../../config/paths';
import { productDetailsEndpoint } from '../../features/analysis/api/get-product-details';
import { AnalysisPage, type AnalysisTab } from '../../features/analysis/components/analysis-page';
import { SignInPrompt } from '../../features/analysis/components/sign-in-prompt';
import { useCatalogue } from '../../features/products/api/get-products';
import { sectionAccess } from '../../features/products/utils/product-sections';
import { useLocalePath } from '../../lib/locale-path';
import { localized } from '../../lib/localized';
import { useApiQuery } from '../../lib/use-api-query';

/** What `ProductGate` (./product.tsx) hands to its child routes. */
interface ProductContext {
  product: ProductConfig;
  access: AccessContext;
}

const sectionOf = (mode: AnalysisModeId): ProductSection => {
  const slug = ANALYSIS_MODE_SLUGS[mode];
  return slug === 'live-analysis' || slug === 'historical-analysis' ? slug : 'internal-analysis';
};

/**
 * `/products/:productId/{live,historical,internal}-analysis`: the analysis page of one mode. The tabs, the tab's
 * configuration and the share classes come from `GET /api/products/{id}/details`, which applies the access policy:
 * 401 (a guest on a locked product) shows the sign-in prompt, 403 the forbidden page, 404 the not-found page.
 */
export function AnalysisRoute({ mode }: { mode: AnalysisModeId }) {
  const { product, access } = useOutletContext<ProductContext>();
  const { products } = useCatalogue();
  const { i18n } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  // The catalogue already tells the cases it knows; the API has the last word below.
  const outcome = sectionAccess(product, sectionOf(mode), access);
  const details = useApiQuery(
    productDetailsEndpoint,
    outcome.kind === 'ok' ? { id: product.productId, mode } : null,
  );
  if (outcome.kind === 'forbidden')
    return <Navigate replace to={to(paths.errors.forbidden(location.pathname))} />;
  if (outcome.kind !== 'ok') return <Navigate replace to={to(paths.errors.notFound())} />;
  if (details.status === 'error') {
    const status = details.error.status;
    if (status === 401) return <SignInPrompt />;
    if (status === 403) return <Navigate replace to={to(paths.errors.forbidden(location.pathname))} />;
    if (status === 404) return <Navigate replace to={to(paths.errors.notFound())} />;
  }
  if (details.status !== 'success' && details.status !== 'error') return <CenteredLoader />;
  const config = details.data?.modes.find((m) => m.mode === mode);
  if (!details.data || !config) return <Navigate replace to={to(paths.errors.notFound())} />;
  const data = details.data;

  const tabs: AnalysisTab[] = data.modes.map((m) => ({
    mode: m.mode,
    label: m.tabmenuText ? localized(m.tabmenuText, i18n.language) : null,
  }));
  const shareClasses = (
    data.shareClasses.length
      ? data.shareClasses
      : [{ productId: data.productId, productName: data.productName, class: null, currency: data.currency }]
  ).map((c) => ({
    productId: c.productId,
    label: c.class ? `${c.class} (${c.currency})` : c.productName,
  }));

  return (
    <AnalysisPage
      // A new product or tab starts with fresh toolbar state.
      key={`${data.productId}/${mode}`}
      product={data}
      mode={config}
      tabs={tabs}
      onTab={(next) => {
        void navigate(to(paths.product.section(data.productId, sectionOf(next))));
      }}
      shareClasses={shareClasses}
      onShareClass={(productId) => {
        // The same tab of the chosen class where it has one, else its overview.
        const target = products.find((p) => p.productId === productId);
        const section = sectionOf(mode);
        const same = target !== undefined && sectionAccess(target, section, access).kind === 'ok';
        void navigate(
          to(same ? paths.product.section(productId, section) : paths.product.overview(productId)),
        );
      }}
    />
  );
}
