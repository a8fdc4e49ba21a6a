import { z } from 'zod';

const envSchema = z
  .object({
    VITE_TENANT_ID: z.string().min(1),
    VITE_FIREBASE_PROJECT_ID: z.string().min(1),
    VITE_USE_EMULATORS: z.enum(['true', 'false']),
    VITE_FIREBASE_API_KEY: z.string().min(1).optional(),
  })
  .refine((e) => e.VITE_USE_EMULATORS === 'true' || e.VITE_FIREBASE_API_KEY !== undefined, {
    // Against a real project the web API key is mandatory (emulators accept any key).
    message: 'required when VITE_USE_EMULATORS is false',
    path: ['VITE_FIREBASE_API_KEY'],
  });

function parseEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    // A misconfigured build must fail loudly at start-up, listing every bad variable.
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid build environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    tenantId: e.VITE_TENANT_ID,
    projectId: e.VITE_FIREBASE_PROJECT_ID,
    useEmulators: e.VITE_USE_EMULATORS === 'true',
    apiKey: e.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  };
}

export const env = parseEnv();
