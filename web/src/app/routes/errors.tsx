import { CenteredLoader } from '../../components/centered-loader';
import { Forbidden } from '../../features/errors/components/forbidden';
import { NotFound } from '../../features/errors/components/not-found';
import { useSession } from '../../lib/session';

export const NotFoundRoute = NotFound;

export function ForbiddenRoute() {
  const session = useSession();
  if (session.status === 'loading') return <CenteredLoader />;
  return <Forbidden signedIn={session.status === 'signedIn'} />;
}
