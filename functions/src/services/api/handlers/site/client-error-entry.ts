import type { ClientErrorReport } from '@portal/domain';
import type { LogEntry } from 'firebase-functions/logger';

/** Marks a log entry as an error event, so that Google Cloud Error Reporting groups and counts it. */
export const ERROR_REPORTING_TYPE =
  'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

/** Characters kept of the browser's User-Agent: enough for browser, version and OS, not a fingerprint essay. */
export const MAX_USER_AGENT_CHARS = 256;

/**
 * Query parameters that carry credentials: `token` is the PDF renderer's custom token (seed 000 §4), which the web
 * app strips at start-up (`web/src/lib/custom-token.ts`); should a report still carry one, it never reaches the logs.
 */
const SECRET_PARAMS = new Set(['token']);

function paramName(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `url` without its secret query parameters; every other character as sent. */
export function withoutSecretParams(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  const parts = beforeHash.slice(queryAt + 1).split('&');
  const kept = parts.filter((part) => !SECRET_PARAMS.has(paramName(part)));
  if (kept.length === parts.length) return url;
  const query = kept.length === 0 ? '' : `?${kept.join('&')}`;
  return `${beforeHash.slice(0, queryAt)}${query}${hash}`;
}

/**
 * One browser report as one structured Cloud Logging entry. Nothing identifies the visitor beyond the uid of a
 * signed-in user: no IP address. Errors with a stack also carry the Error Reporting marker and a `serviceContext`,
 * so that they are grouped as the web app's (service `web`, version = the release) rather than the API function's;
 * the marker stays off warnings, which would otherwise count as errors there.
 */
export function clientErrorEntry(
  report: ClientErrorReport,
  request: { uid: string | null; userAgent: string | undefined },
): LogEntry {
  const entry: LogEntry = {
    severity: report.level === 'error' ? 'ERROR' : 'WARNING',
    message: report.message,
    stack: report.stack,
    url: withoutSecretParams(report.url),
    release: report.release,
    traceId: report.traceId,
    context: report.context,
    clientAt: report.at,
    uid: request.uid,
    userAgent: request.userAgent?.slice(0, MAX_USER_AGENT_CHARS),
    source: 'web',
  };
  if (report.level === 'error' && report.stack !== undefined) {
    entry['@type'] = ERROR_REPORTING_TYPE;
    entry.serviceContext = { service: 'web', version: report.release };
  }
  return entry;
}
