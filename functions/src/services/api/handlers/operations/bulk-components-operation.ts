import { randomUUID } from 'node:crypto';
import {
  API,
  BULK_COMPONENT_CSV_MAX_BYTES,
  bulkComponentCsvProductIds,
  fileIssuesFromCsvErrors,
  isSignedIn,
  type BulkComponentApplyResponse,
} from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import {
  applyBulkComponents,
  dryRunBulkComponents,
  updatableProductIds,
  type BulkComponentImportDeps,
} from '../../../bulk-components/bulk-component-import.js';
import { createOperation, finishOperation } from '../../../operations/operation-store.js';
import type { EntryContext } from '../../context.js';
import { ApiHttpError, ok, type ApiReply } from '../../http.js';

/*
 * The bulk component import of /admin/operations/update-bulk-components (contract: packages/domain/src/contracts/
 * operations.ts; decisions: docs/operations.md):
 *   POST /operations/bulk-components/dry-run?file_name=   raw CSV: row errors or the preview; writes nothing
 *   POST /operations/bulk-components?file_name=           raw CSV: re-validated and applied in one transaction,
 *                                                         recorded as a `bulkComponentImport` operation
 * Who may run them is the route's access (OPERATION_ACCESS in the domain, checked before the handler runs); rows of
 * products the caller may not update are still refused row by row.
 */

const decoder = new TextDecoder('utf-8');

interface Upload {
  deps: BulkComponentImportDeps;
  uid: string;
  fileName: string;
  bytes: Uint8Array;
  text: string;
}

type UploadContext = EntryContext<typeof API.bulkComponentsDryRun>;

function upload(c: UploadContext): Upload {
  const uid = c.caller.uid;
  if (!isSignedIn(c.access.roles) || uid === null) {
    throw new ApiHttpError('unauthenticated', 'a bulk component import needs a signed-in user');
  }
  const catalogue = [...c.config.products.values()];
  const { file_name } = c.query;
  const bytes = c.rawBody ?? new Uint8Array(0);
  if (bytes.length > BULK_COMPONENT_CSV_MAX_BYTES) {
    throw new ApiHttpError('payload-too-large', `the file has ${bytes.length} bytes`, {
      messageKey: 'api.errors.payloadTooLarge',
      details: { maxBytes: BULK_COMPONENT_CSV_MAX_BYTES },
    });
  }
  return {
    deps: { db: c.db, access: c.access, catalogue, now: new Date() },
    uid,
    fileName: file_name,
    bytes,
    text: decoder.decode(bytes),
  };
}

/** POST /operations/bulk-components/dry-run */
export async function postBulkComponentDryRun(c: UploadContext): Promise<ApiReply> {
  const u = upload(c);
  return ok(await dryRunBulkComponents(u.deps, u.text));
}

/** POST /operations/bulk-components: the file is kept with the operation record, whatever the outcome. */
export async function postBulkComponentImport(c: UploadContext): Promise<ApiReply> {
  const u = upload(c);
  const path = `operations/bulk-components/${randomUUID()}.csv`;
  await c.files.write(path, u.bytes, { contentType: 'text/csv' });
  const user = (await refs(c.db).user(u.uid).get()).data();
  const updatable = new Set(updatableProductIds(u.deps.access, u.deps.catalogue));
  // The products the file names that the caller may update (the others are refused row by row); once applied,
  // the products written, linked copies included.
  const named = bulkComponentCsvProductIds(u.text).filter((id) => updatable.has(id));
  const operationId = await createOperation(c.db, {
    kind: 'bulkComponentImport',
    status: 'running',
    createdAt: u.deps.now,
    createdBy: u.uid,
    ...(user?.email ? { createdByEmail: user.email } : {}),
    productIds: named,
    file: { path, name: u.fileName, contentType: 'text/csv', size: u.bytes.length },
    fileErrors: [],
    componentsWritten: 0,
  });
  try {
    const result = await applyBulkComponents(u.deps, u.text);
    if (!result.ok) {
      await finishOperation(c.db, operationId, {
        status: 'failed',
        error: { messageKey: 'errors.fileRejected' },
        patch: { fileErrors: fileIssuesFromCsvErrors(result.errors) },
      });
      const body: BulkComponentApplyResponse = {
        operationId,
        status: 'failed',
        componentsWritten: 0,
        errors: result.errors,
        moreErrors: result.moreErrors,
      };
      return ok(body);
    }
    await finishOperation(c.db, operationId, {
      status: 'succeeded',
      patch: { componentsWritten: result.componentsWritten, productIds: result.productIds },
    });
    const body: BulkComponentApplyResponse = {
      operationId,
      status: 'succeeded',
      componentsWritten: result.componentsWritten,
      errors: [],
      moreErrors: 0,
    };
    return ok(body);
  } catch (error) {
    c.log.error('bulk component import failed', { operationId, error: String(error) });
    await finishOperation(c.db, operationId, {
      status: 'failed',
      error: { messageKey: 'errors.unknown' },
    });
    throw new ApiHttpError('internal', 'the import failed; nothing was written', {
      messageKey: 'api.errors.internal',
      details: { operationId },
    });
  }
}
