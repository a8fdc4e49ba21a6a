import {
  setUserRolesResponseSchema,
  type SetUserRolesRequest,
  type SetUserRolesResponse,
} from '@portal/domain';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase';

const callable = httpsCallable<SetUserRolesRequest>(functions, 'setUserRoles');

/**
 * Calls the `setUserRoles` function (functions/src/functions/roles.ts); the answer is validated by its schema.
 * Failures reject with the SDK's `FunctionsError`: see `roleChangeFailure` for the message to show.
 */
export async function setUserRoles(request: SetUserRolesRequest): Promise<SetUserRolesResponse> {
  const { data } = await callable(request);
  return setUserRolesResponseSchema.parse(data);
}
