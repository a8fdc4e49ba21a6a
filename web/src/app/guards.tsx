import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { paths } from '../config/paths';
import { useLocalePath } from '../lib/locale-path';
import { useSession, type Session } from '../lib/session';

/**
 * A simple role gate until the full route guard (seed 000 §4) lands: users failing `allow` go to the 403 page,
 * which carries the path they came from.
 */
export function RequireRoles({ allow }: { allow: (session: Session) => boolean }) {
  const session = useSession();
  const location = useLocation();
  const to = useLocalePath();
  if (session.status === 'loading') return <CenteredLoader />;
  if (!allow(session)) {
    return <Navigate replace to={to(paths.errors.forbidden(location.pathname + location.search))} />;
  }
  return <Outlet />;
}

/** Login, register and reset-password are for guests only (seed 000 §6): signed-in users go home (or back). */
export function GuestOnly() {
  const session = useSession();
  const to = useLocalePath();
  const [params] = useSearchParams();
  if (session.status === 'loading') return <CenteredLoader />;
  if (session.status === 'signedIn') {
    const back = params.get('redirectTo');
    return (
      <Navigate replace to={back?.startsWith('/') && !back.startsWith('//') ? back : to(paths.home())} />
    );
  }
  return <Outlet />;
}

export const isAdminSession = (s: Session): boolean => s.isAdmin;
export const isAnyAdminSession = (s: Session): boolean => s.isAdmin || s.adminProductIds.size > 0;
export const isSignedInSession = (s: Session): boolean => s.status === 'signedIn';
