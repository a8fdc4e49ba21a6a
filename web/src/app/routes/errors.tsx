import { CenteredLoader } from '../../components/centered-loader';
import { Forbidden, NotFound } from '../../features/errors';
import { useSession } from '../../lib/session';

export const NotFoundRoute = NotFound;

export function ForbiddenRoute() {
  const session = useSession();
  if (session.status === 'loading') return <CenteredLoader />;
  return <Forbidden signedIn={session.status === 'signedIn'} />;
}
