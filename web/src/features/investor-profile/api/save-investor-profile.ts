import type { InvestorProfile } from '@portal/domain';
import { loadFirebase } from '../../../lib/firebase-loader';
import { saveStoredInvestorProfile } from '../../../lib/investor-profile';

export type ProfileTarget = { kind: 'record'; uid: string } | { kind: 'browser' };

/**
 * Saves the investor profile (seed 000 §3): on the signed-in user's own record (`investorProfile`, `country`, one
 * update; the record's live binding then feeds the route guard), else in browser storage. Throws when the write
 * fails, so the page can say so. The Firebase SDKs are loaded for a record only (a signed-in user has them already):
 * a visitor's first page, this step, needs none of them.
 */
export async function saveInvestorProfile(target: ProfileTarget, profile: InvestorProfile): Promise<void> {
  if (target.kind === 'record') {
    const sdk = await loadFirebase();
    await sdk.updateDoc(sdk.refs(sdk.db).user(target.uid), {
      investorProfile: profile.type,
      country: profile.country,
    });
    return;
  }
  saveStoredInvestorProfile(profile);
}
