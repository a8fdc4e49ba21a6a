import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onCall } from 'firebase-functions/v2/https';
import type {
  DeleteUserResponse,
  ForceEmailVerificationResponse,
  SyncTwoFactorStatusResponse,
} from '@portal/domain';
import { handleDeleteUserCall } from '../services/users/delete-user.js';
import { handleForceEmailVerificationCall } from '../services/users/force-email-verification.js';
import { syncTwoFactorStatus as syncTwoFactorStatusOf } from '../services/users/two-factor-status.js';
import { acceptedCaller } from '../services/auth/accepted-caller.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const deps = () => ({ auth: getAuth(), db: getFirestore(), log: logger });

/** Callable `deleteUser` (Admin → Users): account, record and follows removed, with a reason. See services/users. */
export const deleteUser = onCall({ region: FUNCTIONS_REGION }, (request): Promise<DeleteUserResponse> =>
  handleDeleteUserCall(deps(), acceptedCaller(request.auth), request.data),
);

/** Callable `forceEmailVerification` (Admin → Users): marks the user's e-mail verified. See services/users. */
export const forceEmailVerification = onCall(
  { region: FUNCTIONS_REGION },
  (request): Promise<ForceEmailVerificationResponse> =>
    handleForceEmailVerificationCall(deps(), acceptedCaller(request.auth), request.data),
);

/** Callable `syncTwoFactorStatus` (after enrolment and sign-in): the caller's record mirrors their Auth factors. */
export const syncTwoFactorStatus = onCall(
  { region: FUNCTIONS_REGION },
  (request): Promise<SyncTwoFactorStatusResponse> =>
    syncTwoFactorStatusOf(deps(), acceptedCaller(request.auth)),
);
