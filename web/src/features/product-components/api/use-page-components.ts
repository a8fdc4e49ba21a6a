import type { ComponentPage, GenericComponent } from '@portal/domain';
import { querySource, useLiveStore, type LiveState } from '../../../lib/live-store';

/**
 * The components of one page of a product, bound live (an edit by the API shows at once, here and on every linked
 * copy), in their drag-and-drop order. A record the schema refuses is logged and left out, never half shown.
 */
export function usePageComponents(productId: string, page: ComponentPage): LiveState<GenericComponent[]> {
  return useLiveStore(
    `components/${productId}/${page}`,
    querySource(
      (sdk) => sdk.refs(sdk.db).pageComponents(productId, page),
      ({ rows }) => rows.map((r) => r.data).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
      { what: 'component', context: { productId } },
    ),
  );
}
