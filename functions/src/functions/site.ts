import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { clientErrorLimiter } from '../services/api/handlers/site/report-client-errors.js';
import { createFileStore } from '../services/files/create-file-store.js';
import { handleSiteRequest } from '../services/site/handle-site-request.js';
import { readSiteFiles } from '../tenant/site-files.js';
import { tenantRuntime } from '../tenant/tenant-runtime.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const files = createFileStore();
// The API's pipeline runs in this process for the pages' product data (services/site/guest-api.ts); its error sink
// is never reached from here.
const clientErrors = { write: logger.write, limiter: clientErrorLimiter() };

/**
 * The site's pages and its files for search engines (Hosting rewrites every path that is not a file here,
 * firebase.json; services/site). Every first visit waits for it: one instance stays warm, as the API's does.
 */
export const site = onRequest(
  {
    region: FUNCTIONS_REGION,
    cors: false,
    memory: '512MiB',
    cpu: 1,
    concurrency: 80,
    minInstances: 1,
    maxInstances: 10,
  },
  async (req, res) => {
    try {
      const api = { db: getFirestore(), auth: getAuth(), log: logger, clientErrors, files };
      await handleSiteRequest({ api, tenant: tenantRuntime, files: () => readSiteFiles() }, req, res);
    } catch (error) {
      logger.error('site file failed', { path: req.path, error: String(error) });
      res.status(503).set('Cache-Control', 'no-store').send('Temporarily unavailable\n');
    }
  },
);
