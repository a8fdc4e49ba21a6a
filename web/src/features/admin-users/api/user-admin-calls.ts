import {
  deleteUserResponseSchema,
  forceEmailVerificationResponseSchema,
  type DeleteUserRequest,
  type DeleteUserResponse,
  type ForceEmailVerificationRequest,
  type ForceEmailVerificationResponse,
} from '@portal/domain';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase';

const deleteUserCallable = httpsCallable<DeleteUserRequest>(functions, 'deleteUser');
const forceVerificationCallable = httpsCallable<ForceEmailVerificationRequest>(
  functions,
  'forceEmailVerification',
);

/**
 * The `deleteUser` and `forceEmailVerification` functions (functions/src/functions/users.ts); answers validated by
 * their schemas. Failures reject with the SDK's `FunctionsError`: see `userAdminFailure` for the message to show.
 */
export async function deleteUser(request: DeleteUserRequest): Promise<DeleteUserResponse> {
  const { data } = await deleteUserCallable(request);
  return deleteUserResponseSchema.parse(data);
}

export async function forceEmailVerification(
  request: ForceEmailVerificationRequest,
): Promise<ForceEmailVerificationResponse> {
  const { data } = await forceVerificationCallable(request);
  return forceEmailVerificationResponseSchema.parse(data);
}
