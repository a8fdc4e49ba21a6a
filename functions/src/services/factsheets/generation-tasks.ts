import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  FACTSHEET_MAX_PAGES,
  paths,
  type FactsheetGenerationMessageKey,
  type Language,
  type OperationRecord,
} from '@portal/domain';
import { z } from 'zod';
import { refs } from '../../db/refs.js';
import type { ApiLogger } from '../api/http.js';
import { finishOperation } from '../operations/operation-store.js';
import { checkProductFactsheets } from './generation-check.js';
import type { FactsheetRenderer } from './generation-renderer.js';

/*
 * The factsheet generation on Cloud Tasks (docs/factsheets.md "Generation and downloads"): one task per product
 * renders each language of the request. Per product and language a top-level marker records the outcome in the same
 * transaction that writes it into the operation's `results`, so a retried or duplicated task skips what is done and
 * counts nothing twice. A language that keeps failing ({@link FACTSHEET_TASK_ATTEMPTS} attempts of its task,
 * counted in Firestore, a crash included) fails alone, with the reason; the others go on. The task that records the
 * last outcome ends the operation: succeeded, or failed naming the products that failed.
 */

export const factsheetTaskSchema = z.strictObject({
  operationId: z.string().min(1),
  productId: z.string().min(1),
});
export type FactsheetTask = z.infer<typeof factsheetTaskSchema>;

/** Attempts of one task before its remaining languages fail; the queue allows one more, which only fails them. */
export const FACTSHEET_TASK_ATTEMPTS = 3;

export interface FactsheetTaskDeps {
  db: Firestore;
  log: ApiLogger & { info?: (message: string, context: Record<string, unknown>) => void };
  now: () => Date;
  renderer: FactsheetRenderer;
}

type FactsheetOperation = Extract<OperationRecord, { kind: 'factsheetGeneration' }>;
type Result = FactsheetOperation['results'][number];
type Outcome =
  | { status: 'succeeded'; documentId: string; warningKeys: string[] }
  | { status: 'failed'; key: FactsheetGenerationMessageKey; details?: Record<string, string> };

const markerRef = (db: Firestore, t: FactsheetTask, lang: string) =>
  db.doc(paths.factsheetGenerationMarker(t.operationId, t.productId, lang));

async function readFactsheetOperation(db: Firestore, id: string): Promise<FactsheetOperation | null> {
  const op = (await refs(db).operation(id).get()).data();
  return op?.kind === 'factsheetGeneration' ? op : null;
}

const isOf = (t: FactsheetTask, lang: string) => (r: Result) =>
  r.productId === t.productId && r.lang === lang;

/** Sets one result (and the record `running`) unless the operation ended or the marker says it is done. */
async function markRunning(deps: FactsheetTaskDeps, t: FactsheetTask, lang: Language): Promise<void> {
  const ref = refs(deps.db).operation(t.operationId);
  await deps.db.runTransaction(async (tx) => {
    const [snap, marker] = await Promise.all([tx.get(ref), tx.get(markerRef(deps.db, t, lang))]);
    const op = snap.data();
    if (op?.kind !== 'factsheetGeneration' || marker.exists) return;
    if (op.status === 'succeeded' || op.status === 'failed') return;
    const results = op.results.map((r) => (isOf(t, lang)(r) ? { ...r, status: 'running' as const } : r));
    tx.update(ref, { status: 'running', results, updatedAt: deps.now() });
  });
}

/** Records one outcome once: the marker and the result (with the progress) in one transaction. */
async function record(
  deps: FactsheetTaskDeps,
  t: FactsheetTask,
  lang: Language,
  outcome: Outcome,
): Promise<void> {
  const ref = refs(deps.db).operation(t.operationId);
  const marker = markerRef(deps.db, t, lang);
  await deps.db.runTransaction(async (tx) => {
    const [snap, mark] = await Promise.all([tx.get(ref), tx.get(marker)]);
    const op = snap.data();
    if (op?.kind !== 'factsheetGeneration' || mark.exists) return;
    tx.create(marker, {
      operationId: t.operationId,
      productId: t.productId,
      lang,
      status: outcome.status,
      at: deps.now(),
    });
    const results = op.results.map((r): Result => {
      if (!isOf(t, lang)(r)) return r;
      return outcome.status === 'succeeded'
        ? {
            ...r,
            status: 'succeeded',
            documentId: outcome.documentId,
            warningKeys: outcome.warningKeys,
            error: null,
          }
        : {
            ...r,
            status: 'failed',
            documentId: null,
            error: { messageKey: `errors.${outcome.key}`, details: outcome.details ?? {} },
          };
    });
    const done = results.filter((r) => r.status === 'succeeded' || r.status === 'failed').length;
    tx.update(ref, { results, progress: { done, total: results.length }, updatedAt: deps.now() });
  });
}

/** Ends the operation once every product and language has its outcome (idempotent: `finishOperation`). */
async function finishIfDone(deps: FactsheetTaskDeps, operationId: string): Promise<void> {
  const op = await readFactsheetOperation(deps.db, operationId);
  if (!op || op.status === 'succeeded' || op.status === 'failed') return;
  if (op.results.some((r) => r.status !== 'succeeded' && r.status !== 'failed')) return;
  const failed = [...new Set(op.results.filter((r) => r.status === 'failed').map((r) => r.productId))];
  await finishOperation(
    deps.db,
    operationId,
    failed.length === 0
      ? { status: 'succeeded' }
      : {
          status: 'failed',
          error: { messageKey: 'errors.productsFailed', details: { products: failed.join(', ') } },
        },
  );
  deps.log.info?.('factsheet generation ended', { operationId, failed });
}

/** Counts this attempt of the task (a crash counts too); the number of attempts so far, this one included. */
async function countAttempt(deps: FactsheetTaskDeps, t: FactsheetTask): Promise<number> {
  const ref = deps.db.doc(paths.factsheetGenerationAttempts(t.operationId, t.productId));
  await ref.set({ attempts: FieldValue.increment(1), at: deps.now() }, { merge: true });
  return ((await ref.get()).get('attempts') as number | undefined) ?? 1;
}

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Renders one language after checking it again (the catalogue or the documents may have changed since). */
async function generateOne(
  deps: FactsheetTaskDeps,
  op: FactsheetOperation,
  t: FactsheetTask,
  lang: Language,
): Promise<Outcome> {
  const product = (await refs(deps.db).product(t.productId).get()).data();
  if (!product) return { status: 'failed', key: 'unknownProduct' };
  const [check] = await checkProductFactsheets(deps.db, product, [lang], op.lastFactsheetDate);
  if (!check) throw new Error('no check result');
  if (check.status !== 'possible') {
    return {
      status: 'failed',
      key: check.status,
      details: {
        date: op.lastFactsheetDate,
        inceptionDate: product.inceptionDate,
        lang,
        maxPages: String(FACTSHEET_MAX_PAGES),
      },
    };
  }
  const rendered = await deps.renderer.render({
    productId: t.productId,
    lang,
    date: op.lastFactsheetDate,
    needLogin: op.needLogin,
    isLastFactsheet: op.isLastFactsheet,
    fileName: check.fileName,
  });
  if (rendered.pages > FACTSHEET_MAX_PAGES) {
    return { status: 'failed', key: 'tooManyPages', details: { maxPages: String(FACTSHEET_MAX_PAGES) } };
  }
  return { status: 'succeeded', documentId: rendered.documentId, warningKeys: check.warnings };
}

/**
 * Generates the factsheets of one product in every language of the operation that has no outcome yet. A failure
 * throws (the queue retries) until the last attempt, which records it as the language's outcome instead.
 */
export async function runFactsheetTask(deps: FactsheetTaskDeps, t: FactsheetTask): Promise<void> {
  const op = await readFactsheetOperation(deps.db, t.operationId);
  if (!op || op.status === 'succeeded' || op.status === 'failed' || !op.productIds.includes(t.productId)) {
    return;
  }
  const attempt = await countAttempt(deps, t);
  const marked = await Promise.all(op.languages.map((lang) => markerRef(deps.db, t, lang).get()));
  const todo = op.languages.filter((_, i) => !marked[i]?.exists);
  let failure: unknown;
  for (const lang of todo) {
    if (attempt > FACTSHEET_TASK_ATTEMPTS) {
      await record(deps, t, lang, {
        status: 'failed',
        key: 'generationFailed',
        details: { reason: 'interrupted' },
      });
      continue;
    }
    await markRunning(deps, t, lang);
    try {
      await record(deps, t, lang, await generateOne(deps, op, t, lang));
    } catch (error) {
      deps.log.warn('a factsheet could not be generated', {
        operationId: t.operationId,
        productId: t.productId,
        lang,
        attempt,
        error: reasonOf(error),
      });
      if (attempt < FACTSHEET_TASK_ATTEMPTS) {
        failure ??= error;
        continue;
      }
      await record(deps, t, lang, {
        status: 'failed',
        key: 'generationFailed',
        details: { reason: reasonOf(error) },
      });
    }
  }
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(reasonOf(failure));
  await finishIfDone(deps, t.operationId);
}
