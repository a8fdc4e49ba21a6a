import { tenantRuntime } from '../tenant/tenant-runtime.js';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import * as logger from 'firebase-functions/logger';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { smtpSender } from '../services/follow/mailer.js';
import { sendFollowerMailBatch } from '../services/follow/send-follower-mail.js';
import { FUNCTIONS_REGION, taskQueueName } from '../tenant/deploy-facts.js';
import { DEPLOY_ENV, smtpUrl, unsubscribeSecret } from '../tenant/deploy-params.js';

/** Function name = queue name (firebase-admin enqueues by function name, `locations/<region>/functions/<name>`). */
export const FOLLOWER_MAIL_QUEUE = taskQueueName('sendFollowerMail');

/**
 * The portal's public origin for links in mails and the sender address: the deploy's plain environment
 * (tenant/deploy-params.ts); the defaults are the local Hosting.
 */
const portalUrl = () => process.env[DEPLOY_ENV.portalUrl] ?? 'http://127.0.0.1:5000';
export const mailFrom = () => process.env[DEPLOY_ENV.mailFrom] ?? 'no-reply@portal.invalid';

const taskSchema = z.strictObject({
  productId: z.string().min(1),
  documentId: z.string().min(1),
  after: z.string().min(1).optional(),
});

let sender: ((mail: Parameters<ReturnType<typeof smtpSender>>[0]) => Promise<void>) | undefined;

/**
 * Mails a batch of a product's followers about a published document (services/follow/send-follower-mail.ts).
 * Retried by the queue on failure; the per-address markers keep a retry from mailing anyone twice.
 */
export const sendFollowerMail = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl, unsubscribeSecret],
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 2 },
  },
  async (req) => {
    const task = taskSchema.parse(req.data);
    sender ??= smtpSender(smtpUrl.value(), `"${tenantRuntime().orgName}" <${mailFrom()}>`);
    await sendFollowerMailBatch(
      {
        db: getFirestore(),
        auth: getAuth(),
        allowedLoginMethods: tenantRuntime().allowedLoginMethods,
        send: sender,
        enqueue: (next) => getFunctions().taskQueue(FOLLOWER_MAIL_QUEUE).enqueue(next),
        log: logger,
        portalUrl: portalUrl(),
        orgName: tenantRuntime().orgName,
        unsubscribeSecret: unsubscribeSecret.value(),
        now: () => new Date(),
        batchSize: 100,
      },
      task,
    );
  },
);
