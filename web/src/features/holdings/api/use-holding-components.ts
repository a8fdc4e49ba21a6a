import { HOLDING_COMPONENT_KINDS, type HoldingComponent } from '@portal/domain';
import { useLiveStore, type LiveState } from '../../../lib/live-store';
import { logger } from '../../../lib/logger';

/**
 * The holding components of a product that are shown on the overview (admin, holding components tab), bound live,
 * in the order of `HOLDING_COMPONENT_KINDS`. A record the schema refuses is logged and left out.
 */
export function useOverviewHoldingComponents(productId: string): LiveState<HoldingComponent[]> {
  return useLiveStore(`holdingComponents/${productId}`, (sdk, emit) =>
    sdk.onSnapshot(
      sdk.refs(sdk.db).holdingComponents(productId),
      (snapshot) => {
        const shown: HoldingComponent[] = [];
        for (const doc of snapshot.docs) {
          try {
            const c = doc.data();
            if (c.showOnOverview) shown.push(c);
          } catch (error) {
            logger.error('A holding component record is invalid and is not shown', {
              productId,
              id: doc.id,
              error,
            });
          }
        }
        const order = (c: HoldingComponent) => HOLDING_COMPONENT_KINDS.indexOf(c.kind);
        emit({ status: 'success', data: shown.sort((a, b) => order(a) - order(b)) });
      },
      (error) => {
        emit({ status: 'error', error });
      },
    ),
  );
}
