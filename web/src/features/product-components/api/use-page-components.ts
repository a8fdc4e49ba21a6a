import type { ComponentPage, GenericComponent } from '@portal/domain';
import { useLiveStore, type LiveState } from '../../../lib/live-store';
import { logger } from '../../../lib/logger';

/**
 * The components of one page of a product, bound live (an edit by the API shows at once, here and on every linked
 * copy), in their drag-and-drop order. A record the schema refuses is logged and left out, never half shown.
 */
export function usePageComponents(productId: string, page: ComponentPage): LiveState<GenericComponent[]> {
  return useLiveStore(`components/${productId}/${page}`, (sdk, emit) =>
    sdk.onSnapshot(
      sdk.refs(sdk.db).pageComponents(productId, page),
      (snapshot) => {
        const components: GenericComponent[] = [];
        for (const doc of snapshot.docs) {
          try {
            components.push(doc.data());
          } catch (error) {
            logger.error('A component record is invalid and is not shown', { productId, id: doc.id, error });
          }
        }
        emit({
          status: 'success',
          data: components.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
        });
      },
      (error) => {
        emit({ status: 'error', error });
      },
    ),
  );
}
