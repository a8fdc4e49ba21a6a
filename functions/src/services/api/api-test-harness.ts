/** Drives `handleApiRequest` in unit tests: a recording response, and dependencies that never reach Firebase. */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Firestore } from 'firebase-admin/firestore';
import type { LogEntry } from 'firebase-functions/logger';
import type { ApiDeps } from './context.js';
import { handleApiRequest } from './handle-api-request.js';
import type { ApiRequest, ApiResponse } from './http.js';
import { clientErrorLimiter } from './handlers/site/report-client-errors.js';
import { LocalFolderFileStore } from '../files/local-folder-file-store.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Records what the handler wrote; the cases here never reach Firestore or Auth. */
export function recorder() {
  const out = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown, ended: false };
  const res: ApiResponse = {
    status(code) {
      out.status = code;
      return res;
    },
    setHeader(name, value) {
      out.headers[name] = value;
    },
    json(body) {
      out.body = body;
      out.ended = true;
    },
    send(body) {
      out.body = body;
      out.ended = true;
    },
    end() {
      out.ended = true;
    },
  };
  return { res, out };
}

/** The messages the pipeline logged (error and warn). */
export const logged: string[] = [];
/** The entries the error sink wrote. */
export const written: LogEntry[] = [];
/** The error sink's clock (ms); tests move it. */
export const clock = { now: 1_800_000_000_000 };

/** An ID token the fake Auth accepts, for user `uid`. */
export const idTokenOf = (uid: string): string => `valid-token-of-${uid}`;

const deps: ApiDeps = {
  // Never connected: constructing a client opens no connection.
  db: new Firestore({ projectId: 'unit-test' }),
  auth: {
    verifyIdToken: (token) => {
      const uid = /^valid-token-of-(.+)$/.exec(token)?.[1];
      return uid === undefined
        ? Promise.reject(new Error('invalid token'))
        : Promise.resolve(decodedToken(uid));
    },
  },
  log: { error: (m) => logged.push(m), warn: (m) => logged.push(m) },
  clientErrors: { write: (entry) => written.push(entry), limiter: clientErrorLimiter(() => clock.now) },
  // The cases here never reach a route that stores files.
  files: new LocalFolderFileStore(join(tmpdir(), 'portal-api-unit-files')),
};

function decodedToken(uid: string): DecodedIdToken {
  const now = Math.floor(clock.now / 1000);
  return {
    uid,
    sub: uid,
    aud: 'unit-test',
    iss: 'https://securetoken.google.com/unit-test',
    iat: now,
    auth_time: now,
    exp: now + 3600,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
}

export async function run(method: string, path: string, request: Partial<ApiRequest> = {}) {
  const { res, out } = recorder();
  await handleApiRequest(deps, { method, path, query: {}, headers: {}, ...request }, res);
  return out;
}
