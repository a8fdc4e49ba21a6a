import {
  ANALYSIS_MODE_SLUGS,
  ANALYSIS_MODES,
  type AccessContext,
  type AnalysisModeId,
  type ProductConfig,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useOutletContext } from 'react-router';
import { paths, type ProductSection } from '../../config/paths';
import { AnalysisPage, type AnalysisTab } from '../../features/analysis/components/analysis-page';
import { useCatalogue } from '../../features/products/api/get-products';
import { sectionAccess } from '../../features/products/utils/product-sections';
import { useLocalePath } from '../../lib/locale-path';
import { localized } from '../../lib/localized';

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
 * `/products/:productId/{live,historical,internal}-analysis`: the analysis page of one mode, with the tabs of the
 * modes this user may open and the share classes of the same fund (the catalogue the app already loaded).
 */
export function AnalysisRoute({ mode }: { mode: AnalysisModeId }) {
  const { product, access } = useOutletContext<ProductContext>();
  const { products } = useCatalogue();
  const { i18n } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const config = product[mode];
  const outcome = sectionAccess(product, sectionOf(mode), access);
  if (outcome.kind === 'forbidden')
    return <Navigate replace to={to(paths.errors.forbidden(location.pathname))} />;
  if (outcome.kind !== 'ok' || !config) return <Navigate replace to={to(paths.errors.notFound())} />;

  const tabs: AnalysisTab[] = ANALYSIS_MODES.flatMap((m) => {
    const modeConfig = product[m];
    if (!modeConfig || sectionAccess(product, sectionOf(m), access).kind !== 'ok') return [];
    return [
      { mode: m, label: modeConfig.tabmenuText ? localized(modeConfig.tabmenuText, i18n.language) : null },
    ];
  });
  const siblings = products.filter((p) => p.productShareClassRoot === product.productShareClassRoot);
  const shareClasses = (siblings.length ? siblings : [product]).map((p) => ({
    productId: p.productId,
    label: p.shareClass
      ? `${p.shareClass.class} (${p.shareClass.currency})`
      : (p.productShortName ?? p.productName),
  }));

  return (
    <AnalysisPage
      // A new product or tab starts with fresh toolbar state.
      key={`${product.productId}/${mode}`}
      product={product}
      mode={config}
      tabs={tabs}
      onTab={(next) => {
        void navigate(to(paths.product.section(product.productId, sectionOf(next))));
      }}
      shareClasses={shareClasses}
      onShareClass={(productId) => {
        const target = products.find((p) => p.productId === productId);
        if (!target) return;
        // The same tab of the chosen class where it has one, else its overview.
        const section = sectionOf(mode);
        const same = sectionAccess(target, section, access).kind === 'ok';
        void navigate(
          to(same ? paths.product.section(productId, section) : paths.product.overview(productId)),
        );
      }}
    />
  );
}
