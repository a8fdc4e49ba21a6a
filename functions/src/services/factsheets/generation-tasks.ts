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
import type { Logger } from '../core/logger.js';
import { finishOperation } from '../operations/operation-store.js';
import { checkProductFactsheets } from './generation-check.js';
import type { FactsheetRenderer } from './generation-renderer.js';

/*
 * The factsheet generation on Cloud Tasks (docs/factsheets.md "Generation and downloads"): one task per product
 * renders each language of the request. Per product and language a top-level marker records the outcome, created in
 * the same batch that counts the operation's progress, so a retried or duplicated task skips what is done and counts
 * nothing twice. The operation record is never held in a transaction while tasks run (hundreds of tasks write it);
 * the task that sees the progress complete gathers the markers into the record's `results` and ends it: succeeded,
 * or failed naming the products that failed. A language that keeps failing ({@link FACTSHEET_TASK_ATTEMPTS}
 * attempts of its task, counted in Firestore, a crash included) fails alone, with the reason; the others go on.
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
  log: Logger & { info?: (message: string, context: Record<string, unknown>) => void };
  now: () => Date;
  renderer: FactsheetRenderer;
}

/** What recording outcomes and ending the operation need (no renderer). */
type TaskRecordDeps = Omit<FactsheetTaskDeps, 'renderer'>;

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

/**
 * The record `running` once its first task starts. No transaction: an update on the version read, which fails
 * harmlessly when another task changed the record first (it is then running already, or progressing).
 */
async function markStarted(deps: FactsheetTaskDeps, t: FactsheetTask): Promise<void> {
  const ref = refs(deps.db).operation(t.operationId);
  const snap = await ref.get();
  if (snap.data()?.status !== 'pending') return;
  await ref
    .update({ status: 'running', updatedAt: deps.now() }, { lastUpdateTime: snap.updateTime })
    .catch(() => undefined);
}

/** A marker: the outcome of one product and language, written once. */
const markerSchema = z.object({
  productId: z.string(),
  lang: z.string(),
  status: z.enum(['succeeded', 'failed']),
  documentId: z.string().nullable().default(null),
  warningKeys: z.array(z.string()).default([]),
  error: z
    .object({ messageKey: z.string(), details: z.record(z.string(), z.string()) })
    .nullable()
    .default(null),
});

/** gRPC ALREADY_EXISTS: the marker was written by an earlier delivery of the task. */
const ALREADY_EXISTS = 6;

/**
 * Records one outcome once: the marker is created and the record's progress counted in one batch, which fails as a
 * whole when the marker exists (a retried or duplicated task), so nothing is counted twice. No transaction on the
 * operation record, which every task of the operation writes: the per-language results are gathered from the
 * markers when the operation ends ({@link finishIfDone}).
 */
async function record(
  deps: TaskRecordDeps,
  t: FactsheetTask,
  lang: Language,
  outcome: Outcome,
): Promise<void> {
  const batch = deps.db.batch();
  batch.create(markerRef(deps.db, t, lang), {
    operationId: t.operationId,
    productId: t.productId,
    lang,
    status: outcome.status,
    documentId: outcome.status === 'succeeded' ? outcome.documentId : null,
    warningKeys: outcome.status === 'succeeded' ? outcome.warningKeys : [],
    error:
      outcome.status === 'failed'
        ? { messageKey: `errors.${outcome.key}`, details: outcome.details ?? {} }
        : null,
    at: deps.now(),
  });
  batch.update(refs(deps.db).operation(t.operationId), {
    'progress.done': FieldValue.increment(1),
    updatedAt: deps.now(),
  });
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return;
    throw error;
  }
}

/**
 * Ends the operation once every product and language has its outcome: the results are taken from the markers and
 * written with the final status in one transaction (`finishOperation`, which ends a record once, whichever task gets
 * there first).
 */
async function finishIfDone(deps: TaskRecordDeps, operationId: string): Promise<void> {
  const op = await readFactsheetOperation(deps.db, operationId);
  if (!op || op.status === 'succeeded' || op.status === 'failed') return;
  if (!op.progress || op.progress.done < op.progress.total) return;
  const markers = await deps.db
    .collection(paths.factsheetGenerationMarkers())
    .where('operationId', '==', operationId)
    .get();
  const outcomes = new Map(
    markers.docs.flatMap((d) => {
      const m = markerSchema.safeParse(d.data());
      return m.success ? [[`${m.data.productId}/${m.data.lang}`, m.data] as const] : [];
    }),
  );
  const results = op.results.map((r): Result => {
    const m = outcomes.get(`${r.productId}/${r.lang}`);
    if (!m) return r;
    return m.status === 'succeeded'
      ? { ...r, status: 'succeeded', documentId: m.documentId, warningKeys: m.warningKeys, error: null }
      : { ...r, status: 'failed', documentId: null, error: m.error };
  });
  if (results.some((r) => r.status !== 'succeeded' && r.status !== 'failed')) return;
  const failed = [...new Set(results.filter((r) => r.status === 'failed').map((r) => r.productId))];
  const ended = await finishOperation(
    deps.db,
    operationId,
    failed.length === 0
      ? { status: 'succeeded', patch: { results } }
      : {
          status: 'failed',
          patch: { results },
          error: { messageKey: 'errors.productsFailed', details: { products: failed.join(', ') } },
        },
  );
  if (ended) deps.log.info?.('factsheet generation ended', { operationId, failed });
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
  if (todo.length > 0) await markStarted(deps, t);
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

/**
 * Ends an interrupted generation (services/operation-sweep/sweep-stale-operations.ts): every product and language without
 * an outcome is recorded as failed with `reason: interrupted`, so the record lists what was generated and what was
 * not, and ends `failed` naming the products concerned. A task still running records nothing twice (the markers).
 */
export async function failInterruptedFactsheets(deps: TaskRecordDeps, operationId: string): Promise<void> {
  const op = await readFactsheetOperation(deps.db, operationId);
  if (!op || op.status === 'succeeded' || op.status === 'failed') return;
  for (const { productId, lang } of op.results) {
    const t = { operationId, productId };
    if ((await markerRef(deps.db, t, lang).get()).exists) continue;
    await record(deps, t, lang, {
      status: 'failed',
      key: 'generationFailed',
      details: { reason: 'interrupted' },
    });
  }
  await finishIfDone(deps, operationId);
}
