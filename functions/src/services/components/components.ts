import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  chartValue,
  componentContentIssues,
  componentDocId,
  isChartType,
  isMediaType,
  linkIssues,
  locationKey,
  overwriteIssues,
  planLinks,
  rowCountIssue,
  type AccessContext,
  type ComponentContent,
  type ComponentCreateBody,
  type ComponentIssue,
  type ComponentLocation,
  type ComponentPage,
  type ComponentRejectionDetails,
  type ComponentUpdateBody,
  type GenericComponent,
  type GenericComponentType,
  type Language,
  type LinkIssue,
  type ProductConfig,
  isProductAdmin,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { sanitizeRichText } from './sanitize-rich-text.js';

/*
 * Generic components: every write goes through here (firestore.rules refuse client writes). A save sanitises the
 * rich text, checks the content rules, the links and the media it points at, then writes the component and every
 * linked copy (and the links of copies it detaches) in ONE transaction: copies are never out of sync, and nothing
 * is half-written. See docs/components.md.
 */

export class ComponentRejected extends Error {
  constructor(
    readonly rejection:
      | ({ kind: 'invalid' } & ComponentRejectionDetails)
      | { kind: 'typeFixed'; type: GenericComponentType }
      | { kind: 'notFound' }
      | { kind: 'order'; missing: string[]; unknown: string[]; duplicates: string[] },
  ) {
    super(`component rejected: ${rejection.kind}`);
    this.name = 'ComponentRejected';
  }
}

export interface ComponentWriteContext {
  db: Firestore;
  access: AccessContext;
  /** The product the request is about (the caller administers it). */
  product: ProductConfig;
  catalogue: readonly ProductConfig[];
  now: Date;
}

function reject(details: Partial<ComponentRejectionDetails>): never {
  throw new ComponentRejected({ kind: 'invalid', issues: [], linkIssues: [], ...details });
}

/** One language's content with only its type's fields, trimmed, rich text sanitised, chart values as numbers. */
function normalise(type: GenericComponentType, c: ComponentContent): ComponentContent {
  const base = { title: c.title.trim(), footnote: c.footnote.trim(), rows: [] };
  if (type === 'text') return { ...base, text: sanitizeRichText(c.text ?? '') };
  if (isMediaType(type)) return c.media ? { ...base, media: c.media } : base;
  const rows = c.rows.map((r) => ({
    key: r.key.trim(),
    value: isChartType(type) ? chartValue(r.value) : String(r.value).trim(),
  }));
  return type === 'table'
    ? { ...base, columns: (c.columns ?? []).map((h) => h.trim()), rows }
    : { ...base, rows };
}

function normaliseAll(
  type: GenericComponentType,
  content: Partial<Record<Language, ComponentContent>>,
): Partial<Record<Language, ComponentContent>> {
  const out: Partial<Record<Language, ComponentContent>> = {};
  for (const [lang, c] of Object.entries(content) as [Language, ComponentContent][])
    out[lang] = normalise(type, c);
  return out;
}

function contentIssues(
  type: GenericComponentType,
  content: Partial<Record<Language, ComponentContent>>,
): ComponentIssue[] {
  const rows = rowCountIssue(type, content);
  return [...componentContentIssues(type, content), ...(rows ? [rows] : [])];
}

/** The media a component points at must be a record of a product of its link group, of the component's kind. */
async function checkMedia(
  tx: Transaction,
  w: ComponentWriteContext,
  type: GenericComponentType,
  content: Partial<Record<Language, ComponentContent>>,
  groupProducts: ReadonlySet<string>,
): Promise<void> {
  const issues: ComponentIssue[] = [];
  for (const [lang, c] of Object.entries(content) as [Language, ComponentContent][]) {
    if (!c.media) continue;
    const { productId, mediaId } = c.media;
    const snap = groupProducts.has(productId)
      ? await tx.get(refs(w.db).productMedia(productId).doc(mediaId))
      : null;
    const record = snap?.exists ? snap.data() : undefined;
    if (record?.kind !== type) {
      issues.push({ code: 'mediaUnknown', lang, value: mediaId });
      continue;
    }
    // What the record says, not what the client claimed.
    c.media = {
      productId,
      mediaId,
      fileName: record.file.name,
      contentType: record.file.contentType ?? c.media.contentType,
      size: record.file.size ?? 0,
    };
  }
  if (issues.length > 0) reject({ issues });
}

interface Stored {
  type: GenericComponentType;
  links: ComponentLocation[];
  order: number;
  predefined: boolean;
  editable: boolean;
}

/** The raw fields of a stored component (an invalid record must still be overwritable, unlinkable, deletable). */
async function readAt(
  tx: Transaction,
  db: Firestore,
  l: ComponentLocation,
  id: string,
): Promise<Stored | undefined> {
  const snap = await tx.get(refs(db).components(l.productId).doc(componentDocId(l.page, id)));
  if (!snap.exists) return undefined;
  const links = snap.get('links') as unknown;
  return {
    type: snap.get('type') as GenericComponentType,
    links: Array.isArray(links) ? (links as ComponentLocation[]) : [],
    order: Number(snap.get('order') ?? 0),
    predefined: snap.get('predefined') === true,
    editable: snap.get('editable') !== false,
  };
}

/** The next order on a page of a product: after its last component. */
async function nextOrder(tx: Transaction, db: Firestore, l: ComponentLocation): Promise<number> {
  const snap = await tx.get(refs(db).components(l.productId).where('page', '==', l.page));
  return snap.docs.reduce((max, d) => Math.max(max, Number(d.get('order') ?? 0) + 1), 0);
}

interface SaveInput {
  page: ComponentPage;
  id: string;
  body: ComponentUpdateBody;
  mode: 'create' | 'update';
}

async function save(w: ComponentWriteContext, input: SaveInput): Promise<void> {
  const { page, id, body } = input;
  const self: ComponentLocation = { productId: w.product.productId, page };
  const content = normaliseAll(body.type, body.content);
  const issues = contentIssues(body.type, content);
  const links = linkIssues(self, body.links, w.catalogue, (p) => isProductAdmin(w.access, p));
  if (issues.length + links.length > 0) reject({ issues, linkIssues: links });

  await w.db.runTransaction(async (tx) => {
    const current = await readAt(tx, w.db, self, id);
    if (input.mode === 'create' && current) reject({ idTaken: true });
    if (input.mode === 'update' && !current) throw new ComponentRejected({ kind: 'notFound' });
    if (current && current.type !== body.type)
      throw new ComponentRejected({ kind: 'typeFixed', type: current.type });
    const before = current?.links ?? [];
    const plan = planLinks(self, before, body.links);
    // Every read before any write (a Firestore transaction's rule).
    const existing = new Map<string, Stored | undefined>();
    for (const copy of [...plan.group, ...plan.detached]) {
      existing.set(locationKey(copy.location), await readAt(tx, w.db, copy.location, id));
    }
    const overwrite: LinkIssue[] = overwriteIssues(body.type, self, before, body.links, (l) =>
      existing.get(locationKey(l)),
    );
    if (overwrite.length > 0) reject({ linkIssues: overwrite });
    await checkMedia(tx, w, body.type, content, new Set(plan.group.map((g) => g.location.productId)));
    const orders = new Map<string, number>();
    for (const { location } of plan.group) {
      const there = existing.get(locationKey(location));
      orders.set(locationKey(location), there ? there.order : await nextOrder(tx, w.db, location));
    }

    for (const { location, links: copyLinks } of plan.group) {
      const there = existing.get(locationKey(location));
      const component: GenericComponent = {
        id,
        page: location.page,
        type: body.type,
        content,
        numberOfDecimals: body.numberOfDecimals,
        showOnFactsheet: body.showOnFactsheet,
        links: copyLinks,
        predefined: there?.predefined ?? false,
        editable: there?.editable ?? true,
        order: orders.get(locationKey(location)) ?? 0,
        updatedAt: w.now,
      };
      tx.set(refs(w.db).components(location.productId).doc(componentDocId(location.page, id)), component);
    }
    for (const { location, links: rest } of plan.detached) {
      if (!existing.get(locationKey(location))) continue;
      tx.update(refs(w.db).components(location.productId).doc(componentDocId(location.page, id)), {
        links: rest,
        updatedAt: w.now,
      });
    }
  });
}

/** Creates a component (its id must be new on its page) and its linked copies. */
export async function createComponent(w: ComponentWriteContext, body: ComponentCreateBody): Promise<void> {
  const { page, id, ...rest } = body;
  await save(w, { page, id, body: rest, mode: 'create' });
}

/** Saves a component's content and links (its type never changes) and every linked copy. */
export async function updateComponent(
  w: ComponentWriteContext,
  page: ComponentPage,
  id: string,
  body: ComponentUpdateBody,
): Promise<void> {
  await save(w, { page, id, body, mode: 'update' });
}

/** Deletes a component and every copy linked to it (unlink first to delete one copy only). */
export async function deleteComponent(
  w: ComponentWriteContext,
  page: ComponentPage,
  id: string,
): Promise<void> {
  const self: ComponentLocation = { productId: w.product.productId, page };
  await w.db.runTransaction(async (tx) => {
    const current = await readAt(tx, w.db, self, id);
    if (!current) throw new ComponentRejected({ kind: 'notFound' });
    const notAdmin = current.links.filter((l) => !isProductAdmin(w.access, l.productId));
    if (notAdmin.length > 0) {
      reject({
        linkIssues: notAdmin.map((l) => ({ code: 'linkNotAdmin', productId: l.productId, page: l.page })),
      });
    }
    for (const l of [self, ...current.links]) {
      tx.delete(refs(w.db).components(l.productId).doc(componentDocId(l.page, id)));
    }
  });
}

/** Sets the drag-and-drop order of a page: `ids` must be every component id of the page exactly once. */
export async function reorderComponents(
  w: ComponentWriteContext,
  page: ComponentPage,
  ids: readonly string[],
): Promise<void> {
  const collection = refs(w.db).components(w.product.productId);
  await w.db.runTransaction(async (tx) => {
    const snap = await tx.get(collection.where('page', '==', page));
    const existing = new Set(snap.docs.map((d) => String(d.get('id'))));
    const seen = new Set<string>();
    const duplicates = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
    const missing = [...existing].filter((id) => !seen.has(id));
    const unknown = [...seen].filter((id) => !existing.has(id));
    if (duplicates.length + missing.length + unknown.length > 0) {
      throw new ComponentRejected({ kind: 'order', missing, unknown, duplicates });
    }
    ids.forEach((id, order) => {
      tx.update(collection.doc(componentDocId(page, id)), { order });
    });
  });
}
