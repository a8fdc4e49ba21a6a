import { API, COMPONENT_PAGES, describeComponentIssue, type ComponentPage } from '@portal/domain';
import {
  ComponentRejected,
  createComponent,
  deleteComponent,
  reorderComponents,
  updateComponent,
  type ComponentWriteContext,
} from '../../../components/components.js';
import { administeredProduct } from '../../administered-product.js';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ApiHttpError, created, noContent, ok, type ApiReply } from '../../http.js';

/*
 * The components API (contract: packages/domain/src/contracts/components.ts; decisions: docs/components.md). Every
 * write needs an admin of the product (and of every product a linked copy lives on):
 *   POST   /products/{id}/components                        create
 *   PUT    /products/{id}/components/{page}/{componentId}   update, link, unlink
 *   DELETE /products/{id}/components/{page}/{componentId}   delete with its linked copies
 *   PUT    /products/{id}/components/{page}                 order of the page
 */

function asApiError(error: unknown): unknown {
  if (!(error instanceof ComponentRejected)) return error;
  const r = error.rejection;
  switch (r.kind) {
    case 'invalid': {
      const what = [
        ...r.issues.map(describeComponentIssue),
        ...r.linkIssues.map((i) => `${i.code} ${i.productId}/${i.page}`),
        ...(r.idTaken ? ['idTaken'] : []),
      ];
      return new ApiHttpError('bad-request', `the component is refused: ${what.join(', ')}`, {
        messageKey: 'api.errors.componentInvalid',
        details: { issues: r.issues, linkIssues: r.linkIssues, idTaken: r.idTaken ?? false },
      });
    }
    case 'typeFixed':
      return new ApiHttpError(
        'bad-request',
        `the type of a saved component cannot change (it is ${r.type})`,
        {
          messageKey: 'api.errors.componentTypeFixed',
          details: { type: r.type },
        },
      );
    case 'notFound':
      return new ApiHttpError('not-found', 'no such component', {
        messageKey: 'api.errors.componentNotFound',
      });
    case 'order':
      return new ApiHttpError('bad-request', 'the order must list every component of the page once', {
        messageKey: 'api.errors.componentOrder',
        details: { missing: r.missing, unknown: r.unknown, duplicates: r.duplicates },
      });
  }
}

async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw asApiError(error);
  }
}

function writeContext(c: HandlerContext): ComponentWriteContext {
  return {
    db: c.db,
    access: c.access,
    product: administeredProduct(c, 'editing components'),
    catalogue: [...c.config.products.values()],
    now: new Date(),
  };
}

function pageParam(c: HandlerContext): ComponentPage {
  const page = c.params.page ?? '';
  if (!(COMPONENT_PAGES as readonly string[]).includes(page)) {
    throw new ApiHttpError('not-found', `no such page: ${page}`);
  }
  return page as ComponentPage;
}

export async function postComponent(c: EntryContext<typeof API.createComponent>): Promise<ApiReply> {
  const w = writeContext(c);
  const body = c.body;
  await guarded(createComponent(w, body));
  return created({ id: body.id, page: body.page });
}

export async function putComponent(c: EntryContext<typeof API.updateComponent>): Promise<ApiReply> {
  const w = writeContext(c);
  const page = pageParam(c);
  const body = c.body;
  const id = c.params.componentId ?? '';
  await guarded(updateComponent(w, page, id, body));
  return ok({ id, page });
}

export async function removeComponent(c: HandlerContext): Promise<ApiReply> {
  const w = writeContext(c);
  const page = pageParam(c);
  await guarded(deleteComponent(w, page, c.params.componentId ?? ''));
  return noContent();
}

export async function putComponentOrder(c: EntryContext<typeof API.orderComponents>): Promise<ApiReply> {
  const w = writeContext(c);
  const page = pageParam(c);
  const { ids } = c.body;
  await guarded(reorderComponents(w, page, ids));
  return ok({ ids });
}
