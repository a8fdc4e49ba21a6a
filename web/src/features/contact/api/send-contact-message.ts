import { contactResponseSchema, type ContactRequest, type ContactResponse } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, jsonBody } from '../../../lib/api-client';

const contactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  params: jsonBody<ContactRequest>(),
  response: contactResponseSchema,
});

/** Sends a confirmed message; a retry with the same `messageId` never mails the operator twice. */
export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return apiClient.request(contactEndpoint, request);
}
