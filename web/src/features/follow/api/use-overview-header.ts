import type { Language } from '@portal/domain';
import { docSource, useLiveStore } from '../../../lib/live-store';

/**
 * Whether the product's overview header shows the follow button in `lang` (`products/{id}/langs/{lang}.overview
 * .header.showFollowButton`; on by default, also when the language document does not exist). `null` while loading.
 */
export function useShowFollowButton(productId: string, lang: Language): boolean | null {
  const state = useLiveStore(
    `products/${productId}/langs/${lang}`,
    docSource((sdk) => sdk.refs(sdk.db).productLang(productId, lang)),
  );
  if (state.status === 'loading') return null;
  // An unreadable language document must not hide a feature the tenant has on.
  if (state.status === 'error') return true;
  return state.data?.overview.header.showFollowButton ?? true;
}
