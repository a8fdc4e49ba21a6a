import { contactRequestSchema, LANGUAGES } from '@portal/domain';
import { tenantRuntime } from '../../../../tenant/tenant-runtime.js';
import { botCheckDifficulty, createBotCheckChallenge } from '../../../contact/bot-check.js';
import { submitContactMessage } from '../../../contact/submit-contact-message.js';
import type { ApiDeps } from '../../context.js';
import { ApiHttpError, ok, type ApiReply, type ApiRequest } from '../../http.js';
import { noQuerySchema, parseBody, parseQuery } from '../../parse.js';
import { clientAddress, requireJson } from '../../request-checks.js';

/*
 * The contact form (docs/contact.md). Both routes are request handlers: no caller or catalogue is needed, and their
 * answers must never be shared by a cache (a challenge is for one visitor, once).
 */

function contactDeps(deps: ApiDeps): NonNullable<ApiDeps['contact']> {
  if (!deps.contact)
    throw new Error('the contact form needs its secret and mail transport (ApiDeps.contact)');
  return deps.contact;
}

function offered(): string {
  const email = tenantRuntime().contactEmail;
  if (email === null) {
    throw new ApiHttpError('not-found', 'this portal has no contact form', {
      messageKey: 'api.errors.contactNotOffered',
    });
  }
  return email;
}

/** GET /contact/challenge: a signed proof-of-work challenge for the `altcha` widget. */
export async function getContactChallenge(req: ApiRequest, deps: ApiDeps): Promise<ApiReply> {
  parseQuery(noQuerySchema, req.query);
  offered();
  return ok(await createBotCheckChallenge(contactDeps(deps).hmacKey(), botCheckDifficulty(), new Date()));
}

/** POST /contact: a confirmed message (services/contact/submit-contact-message.ts). */
export async function postContactMessage(req: ApiRequest, deps: ApiDeps): Promise<ApiReply> {
  requireJson(req);
  parseQuery(noQuerySchema, req.query);
  const body = parseBody(contactRequestSchema, req.body);
  const contact = contactDeps(deps);
  const tenant = tenantRuntime();
  const response = await submitContactMessage(
    {
      db: deps.db,
      send: contact.send,
      hmacKey: contact.hmacKey(),
      tenant: {
        orgName: tenant.orgName,
        contactEmail: offered(),
        language: tenant.languages[0] ?? LANGUAGES[0],
      },
      now: () => new Date(),
      log: deps.log,
    },
    body,
    clientAddress(req),
  );
  return ok(response);
}
