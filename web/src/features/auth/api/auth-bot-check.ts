import { API, SITE_CALLS, urlTemplateOf, type AuthBotCheckForm } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

/** Where the widget of a sign-in form fetches its challenge (`GET auth/challenge`). */
export const AUTH_CHALLENGE_URL = urlTemplateOf(SITE_CALLS.authChallenge);

const botCheckEndpoint = defineEndpoint(API.authBotCheck);

/**
 * Has the server verify the widget's solution and record it as used (`POST auth/bot-check`); throws the API's
 * refusal (403 `botCheckFailed`: expired, invalid or already used).
 */
export async function verifyAuthBotCheck(form: AuthBotCheckForm, altcha: string): Promise<void> {
  await apiClient.request(botCheckEndpoint, { form, altcha });
}
