import { applyCustomRoleChange, type CustomRoleChange, type CustomRoleIssue } from '@portal/domain';
import { runTransaction, type Firestore } from 'firebase/firestore';
import { refs } from '../../../lib/refs';

/** The change could not be made on the roles saved now (a name taken or a role deleted meanwhile, ...). */
export class CustomRoleChangeError extends Error {
  constructor(readonly issues: readonly CustomRoleIssue[]) {
    super(`custom role change refused: ${issues.map((i) => i.problem).join(', ')}`);
    this.name = 'CustomRoleChangeError';
  }
}

/**
 * Adds, edits or deletes one custom role of `settings/platform` in a transaction: the change is applied by the domain
 * policy to the roles read inside it, so a concurrent edit by another admin is neither lost nor resurrected. The
 * functions trigger then re-derives the product-admin claims (rights change without re-issued tokens).
 */
export async function changeCustomRoles(
  db: Firestore,
  change: CustomRoleChange,
  productIds: readonly string[],
): Promise<void> {
  const ref = refs(db).platformSettings();
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const settings = snapshot.data();
    if (!settings) throw new Error('settings/platform is missing');
    const result = applyCustomRoleChange(settings.iam.userDefinedRoles, change, productIds);
    if (!result.ok) throw new CustomRoleChangeError(result.issues);
    tx.update(ref, { 'iam.userDefinedRoles': result.roles });
  });
}
