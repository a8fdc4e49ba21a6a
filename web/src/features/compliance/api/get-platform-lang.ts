import type { Language, PlatformLangSettings } from '@portal/domain';
import { docSource, useLiveStore } from '../../../lib/live-store';

/**
 * `settings/platform/langs/{lang}`: compliance texts of one language, bound live; `undefined` until loaded. Not bound
 * (loading, no SDK load started) while `bind` is false.
 */
export function usePlatformLang(
  lang: Language,
  bind = true,
): {
  status: 'loading' | 'error' | 'success';
  data: PlatformLangSettings | undefined;
} {
  // The same key and source as the investor-profile checks (lib/investor-profile.ts): one binding for both.
  const state = useLiveStore(
    bind ? `settings/platform/langs/${lang}` : null,
    docSource((sdk) => sdk.refs(sdk.db).platformLang(lang)),
  );
  return { status: state.status, data: state.status === 'success' ? state.data : undefined };
}
