import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onCall } from 'firebase-functions/v2/https';
import type { DeleteMyAccountResponse, UserDataExport } from '@portal/domain';
import { deleteOwnAccount } from '../services/privacy/delete-own-account.js';
import { exportUserData } from '../services/privacy/export-user-data.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const deps = () => ({ auth: getAuth(), db: getFirestore(), log: logger });

/** Callable `exportMyData` (Settings → Your data): everything tied to the caller. See services/privacy. */
export const exportMyData = onCall({ region: FUNCTIONS_REGION }, (request): Promise<UserDataExport> =>
  exportUserData(deps(), request.auth?.uid),
);

/** Callable `deleteMyAccount` (Settings → Delete account): the caller's account and data. See services/privacy. */
export const deleteMyAccount = onCall(
  { region: FUNCTIONS_REGION },
  (request): Promise<DeleteMyAccountResponse> => deleteOwnAccount(deps(), request.auth),
);
