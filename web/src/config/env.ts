import { z } from 'zod';
import { tenantRuntime } from '../lib/tenant-runtime';

/*
 * The build's environment (emulators or production) and the tenant's Firebase project. The tenant, its project and
 * its web API key come from the stamped index.html (lib/tenant-runtime.ts): one build serves any tenant.
 */
const envSchema = z
  .object({
    tenantId: z.string().min(1),
    projectId: z.string().min(1),
    useEmulators: z.enum(['true', 'false']),
    apiKey: z.string().min(1).optional(),
  })
  .refine((e) => e.useEmulators === 'true' || e.apiKey !== undefined, {
    // Against a real project the web API key is mandatory (emulators accept any key).
    message:
      "required when VITE_USE_EMULATORS is false (stamp the build with the tenant project's web API key)",
    path: ['apiKey'],
  });

function parseEnv() {
  const parsed = envSchema.safeParse({
    tenantId: tenantRuntime.tenantId,
    projectId: tenantRuntime.projectId,
    useEmulators: import.meta.env.VITE_USE_EMULATORS,
    apiKey: tenantRuntime.apiKey,
  });
  if (!parsed.success) {
    // A misconfigured build must fail loudly at start-up, listing every bad setting.
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid build environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    tenantId: e.tenantId,
    projectId: e.projectId,
    useEmulators: e.useEmulators === 'true',
    apiKey: e.apiKey ?? 'demo-api-key',
  };
}

export const env = parseEnv();
