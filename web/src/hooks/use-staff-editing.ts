import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@portal/domain';

/**
 * A phone: narrower than the `md` breakpoint (768 px, where a tablet in portrait starts). Seed 000 §1 and §6: "Admin
 * features are disabled on mobile devices". Read synchronously on the first render, so editing controls never flash
 * on a phone before they disappear.
 */
export const PHONE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
}

/**
 * The one rule for every staff editing affordance (the admin pages, component editing on the overview and the
 * factsheet, the factsheet's edit mode): shown when the viewer may edit (`mayEdit`, the domain's access decision) and
 * the screen is not a phone. `blockedOnPhone` is set when only the screen is in the way, so the page can say why
 * (`DesktopEditingNotice`) instead of silently hiding the controls.
 */
export function useStaffEditing(mayEdit: boolean): { canEdit: boolean; blockedOnPhone: boolean } {
  const phone = useIsPhone();
  return { canEdit: mayEdit && !phone, blockedOnPhone: mayEdit && phone };
}
