import type { ComponentPage, GenericComponent } from '@portal/domain';
import { querySource, usePreloadedLiveStore, type LiveState, type Preloaded } from '../../../lib/live-store';

/**
 * The components of one page of a product, bound live (an edit by the API shows at once, here and on every linked
 * copy), in their drag-and-drop order. A record the schema refuses is logged and left out, never half shown.
 * `preloaded`: the same components from an API answer (the overview's), rendered until the binding answers.
 */
export function usePageComponents(
  productId: string,
  page: ComponentPage,
  preloaded?: Preloaded<GenericComponent[]>,
): LiveState<GenericComponent[]> {
  return usePreloadedLiveStore(
    `components/${productId}/${page}`,
    querySource(
      (sdk) => sdk.refs(sdk.db).pageComponents(productId, page),
      ({ rows }) => rows.map((r) => r.data).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
      { what: 'component', context: { productId } },
    ),
    preloaded,
  );
}
