import { HOLDING_COMPONENT_KINDS, type HoldingComponent } from '@portal/domain';
import { querySource, usePreloadedLiveStore, type LiveState, type Preloaded } from '../../../lib/live-store';

const order = (c: HoldingComponent) => HOLDING_COMPONENT_KINDS.indexOf(c.kind);

/**
 * The holding components of a product that are shown on the overview (admin, holding components tab), bound live,
 * in the order of `HOLDING_COMPONENT_KINDS`. A record the schema refuses is logged and left out. `preloaded`: the
 * same from the overview's API answer, rendered until the binding answers.
 */
export function useOverviewHoldingComponents(
  productId: string,
  preloaded?: Preloaded<HoldingComponent[]>,
): LiveState<HoldingComponent[]> {
  return usePreloadedLiveStore(
    `holdingComponents/${productId}/overview`,
    querySource(
      (sdk) => sdk.refs(sdk.db).holdingComponents(productId),
      ({ rows }) =>
        rows
          .map((r) => r.data)
          .filter((c) => c.showOnOverview)
          .sort((a, b) => order(a) - order(b)),
      { what: 'holding component', context: { productId } },
    ),
    preloaded,
  );
}
