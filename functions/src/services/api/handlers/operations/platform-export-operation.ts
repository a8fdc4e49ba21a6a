import { isAdmin, isSignedIn } from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import { enqueuePlatformExport } from '../../../export/enqueue-platform-export.js';
import {
  ExportRefused,
  exportFolder,
  requestPlatformExport,
} from '../../../export/platform-export-operation.js';
import type { HandlerContext } from '../../context.js';
import { ApiHttpError, created, fileReply, type ApiReply } from '../../http.js';

/*
 * The platform export of /admin/operations/export-platform (contract: packages/domain/src/contracts/operations.ts;
 * decisions: docs/operations.md):
 *   POST /operations/exports                     requests an export; 201 {operationId}
 *   GET  /operations/exports/{operationId}/file  the zip, to admins and the requester
 * Who may run it is the route's access (OPERATION_ACCESS in the domain, checked before the handler runs); what an
 * export holds for the caller is the export service's (../export/).
 */

function signedInUid(c: HandlerContext, what: string): string {
  if (!isSignedIn(c.access.roles) || c.caller.uid === null) {
    throw new ApiHttpError('unauthenticated', `${what} needs a signed-in user`);
  }
  return c.caller.uid;
}

/** POST /operations/exports */
export async function postPlatformExport(c: HandlerContext): Promise<ApiReply> {
  const uid = signedInUid(c, 'an export');
  try {
    const operationId = await requestPlatformExport({
      db: c.db,
      access: c.access,
      catalogue: [...c.config.products.values()],
      uid,
      now: new Date(),
      enqueue: enqueuePlatformExport,
    });
    return created({ operationId });
  } catch (error) {
    if (error instanceof ExportRefused) throw new ApiHttpError('forbidden', error.message);
    throw error;
  }
}

/** GET /operations/exports/{operationId}/file: unknown, not finished and not the caller's all look like 404. */
export async function downloadPlatformExport(c: HandlerContext): Promise<ApiReply> {
  const uid = signedInUid(c, 'downloading an export');
  const operationId = c.params.operationId ?? '';
  const op = (await refs(c.db).operation(operationId).get()).data();
  const mine = op !== undefined && (isAdmin(c.access.roles) || op.createdBy === uid);
  const file = op?.kind === 'export' && op.status === 'succeeded' && mine ? op.file : null;
  if (!file?.path.startsWith(exportFolder(operationId))) {
    throw new ApiHttpError('not-found', 'no such export', { messageKey: 'api.errors.notFound' });
  }
  const bytes = await c.files.read(file.path);
  if (!bytes) {
    c.log.error('the zip of an export is missing from the store', { operationId, path: file.path });
    throw new ApiHttpError('not-found', 'the file of this export is missing');
  }
  return fileReply({ bytes, contentType: 'application/zip', fileName: file.name });
}
