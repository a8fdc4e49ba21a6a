import { z } from 'zod';

/**
 * `auditLogs/{entryId}`: an append-only record of a sensitive change (role changes, follower removals, ...). PRIVATE:
 * written only by functions (Admin SDK), read by admin and superAdmin. Every entry names its `type`, the acting user
 * and the time; the rest depends on the type, so unknown fields are kept rather than refused.
 */
export const auditLogEntrySchema = /* @__PURE__ */ z.looseObject({
  type: z.string().min(1),
  /** uid of the acting user (`seed` for the demo seed). */
  actorUid: z.string().min(1),
  at: z.date(),
  /** The user the change is about, when there is one. */
  uid: z.string().min(1).optional(),
  productId: z.string().min(1).optional(),
  reason: z.string().optional(),
});
