import { isDocumentPublication } from '@portal/domain';

/** What one follower-mail task carries: the document, and after which follower entry id to go on. */
export interface FollowerMailTask {
  productId: string;
  documentId: string;
  /** Entry id of the last follower of the previous batch; absent for the first batch. */
  after?: string;
}

export interface EnqueueDeps {
  enqueue: (task: FollowerMailTask) => Promise<void>;
  log: { info(message: string, context: Record<string, unknown>): void };
}

/** The fields the publication rule reads, from raw trigger data (`createdAt` is a Firestore Timestamp there). */
function publicationFields(
  raw: Record<string, unknown> | undefined,
): { archived: boolean; createdAt?: Date } | undefined {
  if (raw === undefined) return undefined;
  const created = raw.createdAt as { toDate?: () => Date } | Date | undefined;
  const createdAt = created instanceof Date ? created : created?.toDate?.();
  return { archived: raw.archived === true, ...(createdAt ? { createdAt } : {}) };
}

/**
 * On a document write: enqueues the follower mail when the write publishes the document (created active or
 * unarchived, `isDocumentPublication`). A trigger may run twice; the markers of the task make that harmless.
 */
export async function enqueueOnPublication(
  deps: EnqueueDeps,
  productId: string,
  documentId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<boolean> {
  if (!isDocumentPublication(publicationFields(before), publicationFields(after), new Date())) return false;
  await deps.enqueue({ productId, documentId });
  deps.log.info('follower mail enqueued', { productId, documentId });
  return true;
}
