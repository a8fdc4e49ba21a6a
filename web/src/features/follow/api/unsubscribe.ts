import { API } from '@portal/domain';
import { type UnsubscribeResponse } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

const unsubscribeEndpoint = defineEndpoint(API.unsubscribe);

/** One request per token and page load (a re-render or React's double effect must not ask twice). */
const requests = new Map<string, Promise<UnsubscribeResponse>>();

export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  let request = requests.get(token);
  if (!request) {
    request = apiClient.request(unsubscribeEndpoint, { token });
    requests.set(token, request);
    request.catch(() => requests.delete(token));
  }
  return request;
}
