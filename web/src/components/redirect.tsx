import { Navigate, useResolvedPath, type To } from 'react-router';
import { redirectOnServer } from '../lib/rendered-page';

/**
 * `<Navigate replace>` that the server's rendering obeys too (docs/server-pages.md): there the page answers with an
 * HTTP redirect to the same place, so a visitor's first load gets the page the app would have moved to (the route
 * guard's investor-profile page, a 404), never an empty one.
 */
export function Redirect({ to }: { to: To }) {
  const { pathname, search, hash } = useResolvedPath(to);
  redirectOnServer(`${pathname}${search}${hash}`);
  return <Navigate replace to={to} />;
}
