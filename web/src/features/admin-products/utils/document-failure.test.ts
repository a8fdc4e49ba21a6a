import { API, urlTemplateOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { documentFailure } from './document-failure';

const apiError = (status: number, messageKey: string, details?: unknown) =>
  new ApiRequestError({
    status,
    statusText: '',
    code: status === 413 ? 'payload-too-large' : status === 415 ? 'unsupported-media-type' : 'bad-request',
    messageKey,
    message: 'refused',
    endpoint: urlTemplateOf(API.uploadDocument).replace('{id}', 'p'),
    details,
  });

describe('documentFailure', () => {
  it("puts the API's metadata issues on their fields", () => {
    const failure = documentFailure(
      apiError(400, 'api.errors.documentInvalid', {
        issues: [
          { field: 'displayName', problem: 'taken' },
          { field: 'shareClass', problem: 'notInFund' },
        ],
      }),
    );
    expect(failure).toEqual({
      issues: [
        { field: 'displayName', problem: 'taken' },
        { field: 'shareClass', problem: 'notInFund' },
      ],
      fileProblem: null,
      messageKey: 'api.errors.documentInvalid',
    });
  });

  it.each([
    [415, 'api.errors.documentFileContent', 'contentMismatch'],
    [415, 'api.errors.documentFileType', 'unsupportedType'],
    [400, 'api.errors.documentFileEmpty', 'empty'],
    [413, 'api.errors.documentFileTooLarge', 'tooLarge'],
  ])('puts a %i %s on the file', (status, key, problem) => {
    expect(documentFailure(apiError(status, key, { problem }))).toMatchObject({
      fileProblem: problem,
      issues: [],
    });
  });

  it('takes a bare 413 (refused before the API) for a file too large', () => {
    expect(documentFailure(apiError(413, 'api.errors.payloadTooLarge'))).toMatchObject({
      fileProblem: 'tooLarge',
      messageKey: 'api.errors.payloadTooLarge',
    });
  });

  it('keeps anything else as one message, ignoring details it does not know', () => {
    expect(
      documentFailure(apiError(400, 'api.errors.documentInvalid', { issues: [{ field: 'x' }] })),
    ).toEqual({
      issues: [],
      fileProblem: null,
      messageKey: 'api.errors.documentInvalid',
    });
    expect(documentFailure(apiError(403, 'api.errors.forbidden'))).toMatchObject({
      messageKey: 'api.errors.forbidden',
      issues: [],
    });
    expect(documentFailure(new Error('boom'))).toEqual({
      issues: [],
      fileProblem: null,
      messageKey: 'api.errors.unexpected',
    });
  });
});
