import { SITE_CALLS } from '@portal/domain';
import { type ContactRequest, type ContactResponse } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, jsonBody } from '../../../lib/api-client';

const contactEndpoint = defineEndpoint(SITE_CALLS.contact, { params: jsonBody<ContactRequest>() });

/** Sends a confirmed message; a retry with the same `messageId` never mails the operator twice. */
export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return apiClient.request(contactEndpoint, { body: request });
}
