import { z } from 'zod';

/** JSON error body of every `/api/**` failure: a stable code and an i18n key the web app translates. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum([
      'bad-request',
      'unauthenticated',
      'forbidden',
      'not-found',
      'token-revoked',
      'method-not-allowed',
      'internal',
    ]),
    messageKey: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Comma-separated list in a query parameter; empty items are kept as '' (seed 000 §7 `inception_dates`). */
export const csvListParam = z.string().transform((s) => (s === '' ? [] : s.split(',').map((x) => x.trim())));

export const isoDateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'expected YYYY-MM-DD' });
