import { embedRefusalOfStatus, isEmbeddedRoutePage, sectionDecision } from '@portal/domain';
import { useOutletContext, useParams } from 'react-router';
import { EmbedNotice } from '../../components/embed-notice';
import { EmbeddedAnalysis } from '../../features/analysis';
import type { ProductContext } from './product';

/**
 * `/products/:productId/embedded/:page` (seed 000 §2, docs/embeds.md): outside the app shell, for the iframes of
 * other sites. The route guard has let it through; the section decision of the page and the API's answers still
 * apply, and any refusal is the compact embed notice.
 */
export function EmbeddedRoute() {
  const { product, products, access } = useOutletContext<ProductContext>();
  const { page } = useParams();
  const { productId } = product;
  if (!isEmbeddedRoutePage(page)) return <EmbedNotice refusal="notFound" />;
  const decision = sectionDecision(access, product, `embedded/${page}`, products);
  if (decision.kind === 'notFound') return <EmbedNotice refusal="notFound" />;
  if (decision.kind === 'forbidden')
    return (
      <EmbedNotice refusal={embedRefusalOfStatus(decision.status) ?? 'forbidden'} productId={productId} />
    );
  return <EmbeddedAnalysis key={`${productId}/${page}`} productId={productId} page={page} />;
}
