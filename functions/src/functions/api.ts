import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { API_INSTANCE } from './api-options.js';
import { answerRuntimeErrorsAsApiErrors } from '../services/api/body-errors.js';
import { handleApiRequest } from '../services/api/handle-api-request.js';
import { clientErrorLimiter } from '../services/api/handlers/site/report-client-errors.js';
import { inRequestScope } from '../services/api/request-scope.js';
import { createFileStore } from '../services/files/create-file-store.js';
import { smtpSender, type MailToSend } from '../services/follow/mailer.js';
import { tenantRuntime } from '../tenant/tenant-runtime.js';
import { mailFrom } from './follower-mail.js';
import { altchaHmacKey, smtpUrl, unsubscribeSecret } from '../tenant/deploy-params.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

// Requests the runtime refuses before this function runs (truncated JSON, a body over its limit, an unsupported
// charset or encoding, a broken %-escape in the path) get the API's JSON error, not Express's HTML page
// (services/api/body-errors.ts). Only in the api function's own instance, and before the runtime builds its server.
answerRuntimeErrorsAsApiErrors(logger);

// Module state lives as long as the instance, as the error sink's per-instance rate limit must.
const clientErrors = { write: logger.write, limiter: clientErrorLimiter() };
const files = createFileStore();
// One SMTP transport per instance, made at the first contact message (the secret is readable only in a request).
let contactSender: ((mail: MailToSend) => Promise<void>) | undefined;
const sendContactMail = (mail: MailToSend) => {
  contactSender ??= smtpSender(smtpUrl.value(), `"${tenantRuntime().orgName}" <${mailFrom()}>`);
  return contactSender(mail);
};

/**
 * The HTTP API behind Hosting's `/api/**` rewrite (and reachable on its own URL without the `/api` prefix).
 * Routing, auth and the endpoints live in services/api. `cors: false`: the web app calls it same-origin through
 * Hosting; it also stops the emulator from adding permissive CORS that production would not have.
 */
export const api = onRequest(
  // Production sizing, measured with `npm run load` (api-options.ts, docs/load.md "Function options").
  {
    region: FUNCTIONS_REGION,
    cors: false,
    ...API_INSTANCE,
    secrets: [unsubscribeSecret, altchaHmacKey, smtpUrl],
  },
  async (req, res) => {
    // The sender's address for the limits that count by it (request-scope.ts: the factsheet PDF's renders).
    await inRequestScope(req, () =>
      handleApiRequest(
        {
          db: getFirestore(),
          auth: getAuth(),
          log: logger,
          clientErrors,
          files,
          unsubscribeSecret: () => unsubscribeSecret.value(),
          contact: { hmacKey: () => altchaHmacKey.value(), send: sendContactMail },
        },
        req,
        res,
      ),
    );
  },
);
