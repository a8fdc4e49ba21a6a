import { HOLDING_COMPONENT_KINDS, type HoldingComponent } from '@portal/domain';
import { querySource, useLiveStore, type LiveState } from '../../../lib/live-store';

const order = (c: HoldingComponent) => HOLDING_COMPONENT_KINDS.indexOf(c.kind);

/**
 * The holding components of a product that are shown on the overview (admin, holding components tab), bound live,
 * in the order of `HOLDING_COMPONENT_KINDS`. A record the schema refuses is logged and left out.
 */
export function useOverviewHoldingComponents(productId: string): LiveState<HoldingComponent[]> {
  return useLiveStore(
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
  );
}
