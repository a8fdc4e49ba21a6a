/** The callables over HTTP on the emulators, exactly as the web's Functions SDK calls them. */
import { emulatorProjectId, FUNCTIONS, FUNCTIONS_REGION } from './api-emulators.js';

export interface CallableAnswer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
}

/** POSTs like the Functions SDK: `{data}` in, `{result}` or `{error: {status, message, details}}` out. */
export async function postCallable(
  name: string,
  token: string | undefined,
  data: unknown,
): Promise<CallableAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${FUNCTIONS}/${emulatorProjectId()}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as CallableAnswer['body'] };
}

/** The code the SDK's `HttpsError` carries for an error status (`PERMISSION_DENIED` → `permission-denied`). */
export const callableCode = (status: string): string => status.toLowerCase().replace(/_/g, '-');
