import { z } from 'zod';
import { isDocumentId, isStorableText } from '../firestore-paths.js';

/**
 * A user id in a callable's request: what Firebase Auth accepts (1-128 characters) and also a valid Firestore
 * document id, since `users/{uid}` is read with it (`a/b` would address another document, `..` is refused by the
 * SDK: an `internal` error found by the callables fuzz suite, issue 14). An empty uid is `min(1)`'s one issue.
 */
export const uidSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((uid) => uid === '' || isDocumentId(uid), {
    message: 'not a user id (no "/", not "." or "..", not "__…__")',
  });

/** Free text a callable stores (a reason, a role name): trimmed, and storable by Firestore (no lone surrogate). */
export const storableTextSchema = (max: number) =>
  z.string().trim().min(1).max(max).refine(isStorableText, {
    message: 'holds a character that cannot be stored (half of a surrogate pair)',
  });
