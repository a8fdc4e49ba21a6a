import { ANALYSIS_SECTION_OF_MODE, hasAnyRole, sectionDecision, type AnalysisModeId } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useOutletContext } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { paths } from '../../config/paths';
import {
  AnalysisPage,
  type AnalysisTab,
  type AnalysisTabLink,
  productDetailsEndpoint,
  SignInPrompt,
} from '../../features/analysis';
import { useLocalePath } from '../../lib/locale-path';
import { localized } from '../../lib/localized';
import { useApiQuery } from '../../lib/use-api-query';
import type { ProductContext } from './product';

/**
 * `/products/:productId/{live,historical,internal}-analysis`: the analysis page of one mode. The tabs, the tab's
 * configuration and the share classes come from `GET products/{id}/details`, which applies the access policy:
 * 401 (a guest on a locked product) shows the sign-in prompt, 403 the forbidden page, 404 the not-found page.
 */
export function AnalysisRoute({ mode }: { mode: AnalysisModeId }) {
  const { product, products, access } = useOutletContext<ProductContext>();
  const { i18n } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const section = ANALYSIS_SECTION_OF_MODE[mode];
  // The decision of the route guard and of the API; the API still has the last word below (locked products).
  const outcome = sectionDecision(access, product, section, products);
  const details = useApiQuery(
    productDetailsEndpoint,
    outcome.kind === 'allow' ? { id: product.productId, mode } : null,
  );
  if (outcome.kind === 'forbidden')
    return <Navigate replace to={to(paths.errors.forbidden(location.pathname))} />;
  if (outcome.kind !== 'allow') return <Navigate replace to={to(paths.errors.notFound())} />;
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

  const modeTabs: AnalysisTab[] = data.modes.map((m) => ({
    mode: m.mode,
    label: m.tabmenuText ? localized(m.tabmenuText, i18n.language) : null,
  }));
  // A product's own tab menu (`tabmenuItems`, seed 001 §3) replaces the default one: an item whose slug is one of its
  // analysis tabs is that tab, under the item's name; any other item links to its page. Each shows only to the roles
  // its `meta.authorize` names (the pages themselves still apply their own access rules).
  const items = (product.tabmenuItems ?? []).filter(
    (item) => !item.meta || hasAnyRole(access.roles, item.meta.authorize),
  );
  const modeOfSlug = (slug: string) => data.modes.find((m) => ANALYSIS_SECTION_OF_MODE[m.mode] === slug);
  const tabs: AnalysisTab[] =
    items.length > 0
      ? items.flatMap((item) => {
          const m = modeOfSlug(item.slug);
          return m ? [{ mode: m.mode, label: localized(item.name, i18n.language) }] : [];
        })
      : modeTabs;
  const tabLinks: AnalysisTabLink[] = items
    .filter((item) => !modeOfSlug(item.slug))
    .map((item) => ({ slug: item.slug, label: localized(item.name, i18n.language), url: item.url }));
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
        void navigate(to(paths.product.section(data.productId, ANALYSIS_SECTION_OF_MODE[next])));
      }}
      tabLinks={tabLinks}
      onTabLink={(link) => {
        if (/^https?:\/\//.test(link.url)) window.location.assign(link.url);
        else
          void navigate(to(link.url.startsWith('/') ? link.url : `/products/${data.productId}/${link.url}`));
      }}
      shareClasses={shareClasses}
      allowPriceDownload={product.allowPriceDownload}
      onShareClass={(productId) => {
        // The same tab of the chosen class where the caller may open it, else its overview.
        const target = products.find((p) => p.productId === productId);
        const same =
          target !== undefined && sectionDecision(access, target, section, products).kind === 'allow';
        void navigate(
          to(same ? paths.product.section(productId, section) : paths.product.overview(productId)),
        );
      }}
    />
  );
}
