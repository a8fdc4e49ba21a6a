import type { DocumentFileProblem, DocumentIssue } from '@portal/domain';
import { z } from 'zod';
import { ApiRequestError, apiErrorMessageKey, type ApiErrorMessageKey } from '../../../lib/api-client';

/** What the documents API reports about a refused write (functions/src/services/api/documents.ts). */
const issuesDetails = z.object({
  issues: z.array(
    z.discriminatedUnion('field', [
      z.object({ field: z.literal('displayName'), problem: z.literal('taken') }),
      z.object({ field: z.literal('lang'), problem: z.literal('notOffered') }),
      z.object({ field: z.literal('shareClass'), problem: z.literal('notInFund') }),
    ]),
  ),
});
const fileDetails = z.object({
  problem: z.enum(['empty', 'tooLarge', 'unsupportedType', 'contentMismatch']),
});

const FILE_KEYS = new Set([
  'api.errors.documentFileEmpty',
  'api.errors.documentFileTooLarge',
  'api.errors.documentFileType',
  'api.errors.documentFileContent',
]);

export interface DocumentFailure {
  /** Metadata the API refused, for the form's fields. */
  issues: DocumentIssue[];
  /** The file the API refused, for the file's line. */
  fileProblem: DocumentFileProblem | null;
  /** The message for everything else (and the form's summary). */
  messageKey: ApiErrorMessageKey;
}

/**
 * A failed upload or edit as the form shows it: the API's `details.issues` on the fields they name, a file problem
 * on the file, anything else (no rights any more, network, another admin reordered) as one translated message.
 */
export function documentFailure(error: unknown): DocumentFailure {
  const messageKey = apiErrorMessageKey(error);
  if (!(error instanceof ApiRequestError)) return { issues: [], fileProblem: null, messageKey };
  if (error.messageKey === 'api.errors.documentInvalid') {
    const parsed = issuesDetails.safeParse(error.details);
    if (parsed.success) return { issues: parsed.data.issues, fileProblem: null, messageKey };
  }
  if (FILE_KEYS.has(error.messageKey)) {
    const parsed = fileDetails.safeParse(error.details);
    if (parsed.success) return { issues: [], fileProblem: parsed.data.problem, messageKey };
  }
  // A body over what the hosting layer takes is refused before the API sees it: the file is too large all the same.
  if (error.status === 413) return { issues: [], fileProblem: 'tooLarge', messageKey };
  return { issues: [], fileProblem: null, messageKey };
}
