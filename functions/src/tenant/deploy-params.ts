import { defineSecret } from 'firebase-functions/params';

/*
 * What a deploy must provide in each tenant's project besides the code, in one place: the secrets (Secret Manager,
 * `firebase functions:secrets:set <NAME>`) and the plain environment (`functions/.env.<projectId>`). Every function
 * takes its secrets from here, and the deploy checks both in the tenant's project before it builds anything
 * (scripts/lib/deploy/tenant-checks.ts). On the emulators the secrets are written to functions/dist/.secret.local by
 * scripts/firebase.ts (LOCAL_SECRETS, one value per name) and the environment keeps its local defaults.
 */

/** `smtp(s)://user:pass@host:port`: follower mails and the contact form's messages. */
export const smtpUrl = defineSecret('SMTP_URL');
/** HMAC key of the unsubscribe links (the mail worker signs them, the api function checks them). */
export const unsubscribeSecret = defineSecret('UNSUBSCRIBE_SECRET');
/** Signs the bot-check challenges of the contact and sign-in forms (ALTCHA). */
export const altchaHmacKey = defineSecret('ALTCHA_HMAC_KEY');

/** Every secret a deployed function reads (deploy-params.test.ts fails on a `defineSecret` anywhere else). */
export const FUNCTION_SECRETS = [smtpUrl, unsubscribeSecret, altchaHmacKey] as const;

/**
 * The plain environment of a deploy (`functions/.env.<projectId>`, README "Mail"): not params, so the emulator never
 * stops to prompt for them. `portalUrl`: the public origin of the links in mails; `mailFrom`: the sender address.
 */
export const DEPLOY_ENV = { portalUrl: 'PORTAL_URL', mailFrom: 'MAIL_FROM' } as const;
