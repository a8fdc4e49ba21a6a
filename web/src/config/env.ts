import { z } from 'zod';
import { tenantRuntime } from './tenant-runtime';

/*
 * The build's environment (emulators or production) and the tenant's Firebase project. The tenant, its project, the
 * region of its functions and its web API key come from the stamped index.html (./tenant-runtime.ts): one build serves any tenant.
 */
/**
 * Whether this build talks to the emulators. A build-time constant (vite.config.ts `define`s the variable), so in a
 * production build every branch that only the emulators need (the test sign-in of the social buttons, the TOTP test
 * double, the emulator connections) is dead code and left out of the bundle: test in `if (USE_EMULATORS)`, never
 * through a value computed at run time.
 */
export const USE_EMULATORS = import.meta.env.VITE_USE_EMULATORS === 'true';

const envSchema = z
  .object({
    tenantId: z.string().min(1),
    projectId: z.string().min(1),
    /** The region of the tenant's functions (tenant.json `firebase.region`, stamped with the site settings). */
    region: z.string().min(1),
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
    region: tenantRuntime.settings.firebase.region,
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
    region: e.region,
    apiKey: e.apiKey ?? 'demo-api-key',
  };
}

export const env = parseEnv();
