import { helpContentSchema, type HelpContent } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { tenantAsset } from './tenant';

/**
 * The tenant's help content (`tenants/<id>/help.json`, served at `/tenant/help.json` by the build's stamp): FAQ entries
 * and the contact form's reply time. Fetched once per page load, when a help page needs it.
 */
async function fetchTenantHelp(): Promise<HelpContent> {
  const res = await fetch(tenantAsset('help.json'), { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /tenant/help.json answered ${res.status}`);
  return helpContentSchema.parse(await res.json());
}

export function useTenantHelp(): { status: 'pending' | 'error' | 'success'; data: HelpContent | undefined } {
  const query = useQuery({
    queryKey: ['tenant-help'],
    queryFn: fetchTenantHelp,
    staleTime: Infinity,
    retry: 2,
  });
  return { status: query.status, data: query.data };
}
