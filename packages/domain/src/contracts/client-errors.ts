import { z } from 'zod';

/*
 * `POST /api/client-errors`: the web app's error-reporting sink (seed 000 §7 "an error-reporting service receives
 * errors"). The browser batches what its logger records at level error/warn and sends it here; the function writes
 * each report as one structured Cloud Logging entry. Everything is capped: a visitor's browser is untrusted input.
 */

export const CLIENT_ERROR_LIMITS = {
  /** A request body larger than this is refused with 413 before it is parsed. */
  maxBodyBytes: 32_768,
  /** Reports in one request (the client batches). */
  maxReportsPerRequest: 20,
  /** Characters kept of a message, a stack, a URL. */
  maxMessageChars: 1_000,
  maxStackChars: 8_000,
  maxUrlChars: 1_000,
  /** Reports accepted per client (IP, or uid when signed in) and minute, per function instance; more → 429. */
  reportsPerClientPerMinute: 60,
} as const;

/**
 * Share of page loads whose reports are traced (seed 000 §9 "Error-reporting tracing sample rate 1"): a traced page
 * load tags every report it sends with one `traceId`, so the log shows a visitor's errors of one page load together,
 * in order. 1 traces every page load; a lower rate would tag that share of them (the reports are sent either way).
 */
export const CLIENT_TRACES_SAMPLE_RATE = 1;

/** A trace id as W3C Trace Context writes it: 32 lower-case hex digits, not all zero. */
export const traceIdSchema = /* @__PURE__ */ z
  .string()
  .regex(/^[0-9a-f]{32}$/)
  .refine((id) => /[1-9a-f]/.test(id), 'an all-zero trace id is invalid');

export const clientErrorReportSchema = /* @__PURE__ */ z.strictObject({
  level: z.enum(['error', 'warn']),
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.maxMessageChars),
  /** Free-form JSON context of the log call (already cut to 100 characters per string by the client logger). */
  context: z.record(z.string(), z.unknown()).optional(),
  stack: z.string().max(CLIENT_ERROR_LIMITS.maxStackChars).optional(),
  /** The page (path and query, never a token) where it happened. */
  url: z.string().max(CLIENT_ERROR_LIMITS.maxUrlChars),
  /** When the browser recorded it (ISO 8601). */
  at: z.iso.datetime(),
  /** The web build that sent it (its asset hash or version), to tell stale tabs from current ones. */
  release: z.string().max(100).optional(),
  /** The page load's trace (see {@link CLIENT_TRACES_SAMPLE_RATE}); absent when the page load was not sampled. */
  traceId: traceIdSchema.optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorBatchSchema = /* @__PURE__ */ z.strictObject({
  reports: z.array(clientErrorReportSchema).min(1).max(CLIENT_ERROR_LIMITS.maxReportsPerRequest),
});
export type ClientErrorBatch = z.infer<typeof clientErrorBatchSchema>;
