import type { InvestorProfile } from '@portal/domain';
import { updateDoc, type Firestore } from 'firebase/firestore';
import { saveStoredInvestorProfile } from '../../../lib/investor-profile';
import { refs } from '../../../lib/refs';

export type ProfileTarget = { kind: 'record'; uid: string } | { kind: 'browser' };

/**
 * Saves the investor profile (seed 000 §3): on the signed-in user's own record (`investorProfile`, `country`, one
 * update; the record's live binding then feeds the route guard), else in browser storage. Throws when the write
 * fails, so the page can say so.
 */
export async function saveInvestorProfile(
  db: Firestore,
  target: ProfileTarget,
  profile: InvestorProfile,
): Promise<void> {
  if (target.kind === 'record') {
    await updateDoc(refs(db).user(target.uid), { investorProfile: profile.type, country: profile.country });
    return;
  }
  saveStoredInvestorProfile(profile);
}
