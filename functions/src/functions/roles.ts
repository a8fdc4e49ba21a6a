import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onCall } from 'firebase-functions/v2/https';
import type { SetUserRolesResponse } from '@portal/domain';
import { handleSetUserRolesCall } from '../services/roles/set-user-roles-call.js';
import { acceptedCaller } from '../services/auth/accepted-caller.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

/**
 * Callable `setUserRoles` (admin console, Users page): replaces a user's roles with a reason, writes the audit entry
 * and signs the user's sessions out. Logic and error mapping in services/roles (README there).
 */
export const setUserRoles = onCall({ region: FUNCTIONS_REGION }, (request): Promise<SetUserRolesResponse> =>
  handleSetUserRolesCall(
    { auth: getAuth(), db: getFirestore(), log: logger },
    acceptedCaller(request.auth),
    request.data,
  ),
);
