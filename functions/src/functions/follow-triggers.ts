import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { paths } from '@portal/domain';
import { followsOf, syncFollows } from '../services/follow/sync-follows.js';
import { enqueueOnPublication } from '../services/follow/enqueue-follower-mail.js';
import { tenantRuntime } from '../tenant/tenant-runtime.js';
import { FOLLOWER_MAIL_QUEUE } from './follower-mail.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const options = { region: FUNCTIONS_REGION } as const;

/**
 * users/{uid} created, changed or deleted: the private followers collection follows, for the products the user may
 * follow (`followGate`; docs/follow.md).
 */
export const onUserFollowsWritten = onDocumentWritten(
  { ...options, document: `${paths.users()}/{uid}` },
  async (event) => {
    const uid = event.params.uid;
    const before = followsOf(uid, event.data?.before.data());
    const after = followsOf(uid, event.data?.after.data());
    if (before.length === 0 && after.length === 0) return;
    const result = await syncFollows(
      {
        db: getFirestore(),
        auth: getAuth(),
        allowedLoginMethods: tenantRuntime().allowedLoginMethods,
        log: logger,
      },
      uid,
      before,
      after,
      new Date(),
    );
    if (result.refused.length > 0)
      logger.info('follows not mirrored: refused by the gate', { uid, ...result });
  },
);

/** A document created active or unarchived: one follower-mail task for it (the task mails in batches). */
export const onDocumentPublished = onDocumentWritten(
  { ...options, document: `${paths.products()}/{productId}/documents/{documentId}` },
  async (event) => {
    await enqueueOnPublication(
      {
        enqueue: (data) => getFunctions().taskQueue(FOLLOWER_MAIL_QUEUE).enqueue(data),
        log: logger,
      },
      event.params.productId,
      event.params.documentId,
      event.data?.before.data(),
      event.data?.after.data(),
    );
  },
);
