import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { handleApiRequest } from '../services/api/handle-api-request.js';
import { clientErrorLimiter } from '../services/api/report-client-errors.js';
import { createFileStore } from '../services/files/create-file-store.js';
import { unsubscribeSecret } from './follower-mail.js';

// Module state lives as long as the instance, as the error sink's per-instance rate limit must.
const clientErrors = { write: logger.write, limiter: clientErrorLimiter() };
const files = createFileStore();

/**
 * The HTTP API behind Hosting's `/api/**` rewrite (and reachable on its own URL without the `/api` prefix).
 * Routing, auth and the endpoints live in services/api. `cors: false`: the web app calls it same-origin through
 * Hosting; it also stops the emulator from adding permissive CORS that production would not have.
 */
export const api = onRequest(
  // 512 MiB: an upload (at most 30 MB) is held in memory while it is checked and stored.
  { region: 'europe-west6', cors: false, memory: '512MiB', secrets: [unsubscribeSecret] },
  async (req, res) => {
    await handleApiRequest(
      {
        db: getFirestore(),
        auth: getAuth(),
        log: logger,
        clientErrors,
        files,
        unsubscribeSecret: () => unsubscribeSecret.value(),
      },
      req,
      res,
    );
  },
);
