/** The API's whole pipeline run in this process (handleApiRequest), its answer recorded: for suites with many calls. */
import type { ApiDeps } from '../../functions/src/services/api/context.js';
import { handleApiRequest } from '../../functions/src/services/api/handle-api-request.js';
import type { ApiRequest } from '../../functions/src/services/api/http.js';
import { expectContractAnswer } from './contract.js';

export interface Outcome {
  status: number;
  body: unknown;
}

export async function callInProcess(deps: ApiDeps, req: ApiRequest): Promise<Outcome> {
  const out: Outcome = { status: 200, body: undefined };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    setHeader: () => undefined,
    json(body: unknown) {
      out.body = body;
    },
    send(body: unknown) {
      out.body = body;
    },
    end: () => undefined,
  };
  await handleApiRequest(deps, req, res);
  // Every answer is one the API contract (and so /api/openapi.json) describes.
  expectContractAnswer(req.method, req.path, out.status, out.body);
  return out;
}
