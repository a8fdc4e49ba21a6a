import { useLocation, useParams } from 'react-router';
import { useLocalePath } from '../lib/locale-path';
import { Redirect } from '../components/redirect';

/** `from` → `to` of tenant.json `redirects`; `{name}` placeholders in `to` take the matched segments. */
export function TenantRedirect({ to: target }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  const to = useLocalePath();
  const path = target.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return <Redirect to={to(path) + search + hash} />;
}

/** `/products/old/{section}` → the route pattern `products/old/:section`. */
export const redirectPattern = (from: string): string =>
  from.replace(/^\/+/, '').replace(/\{(\w+)\}/g, ':$1');
