import { helpContentSchema, type HelpContent } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { siteFetch } from './rendered-page';

/**
 * The tenant's help content (FAQ entries, the contact form's reply time): `tenants/<id>/help.json`, validated when
 * the build was stamped and served at `/tenant/help.json` (scripts/lib/web-tenant.ts). Fetched once per page load.
 */
export const HELP_CONTENT_URL = '/tenant/help.json';

async function fetchHelpContent(): Promise<HelpContent> {
  const res = await siteFetch(HELP_CONTENT_URL, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${HELP_CONTENT_URL} answered ${String(res.status)}`);
  return helpContentSchema.parse(await res.json());
}

export function useHelpContent() {
  return useQuery({ queryKey: ['tenant-help'], queryFn: fetchHelpContent, staleTime: Infinity, retry: 2 });
}
