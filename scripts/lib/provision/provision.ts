/**
 * `npm run tenant -- provision` against one project (scripts/tenant.ts): reads what the project holds, plans with
 * `planProvision` and, with `apply`, writes the plan in ONE transaction (the reads are repeated inside it, so a staff
 * edit made between the dry run and the apply is seen and kept, and a failed write leaves nothing half-done). Then
 * one audit entry names who provisioned what.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { collections, paths } from '@portal/domain';
import { z } from 'zod';
import { CONFIG_COLLECTIONS, tenantConfigurationDocuments, type ConfigDoc } from './desired.js';
import { planProvision, type ProvisionPlan } from './plan.js';
import type { LoadedTenant } from '../tenants.js';

type Data = Record<string, unknown>;

/** `provisioning/{encoded path}`: what the files said when the last provision wrote the document. */
const provisioningRecordSchema = z.object({
  path: z.string().min(1),
  files: z.record(z.string(), z.unknown()),
  provisionedAt: z.string(),
  /** Who ran it (the operator's account or OS user) and from which commit of the repository. */
  by: z.string(),
  release: z.string().nullable(),
});

export class ProvisionError extends Error {}

export interface ProvisionOptions {
  apply: boolean;
  overwrite: readonly string[];
  /** Who runs it, for the records and the audit log. */
  actor: string;
  /** The repository's commit, for the records. */
  release: string | null;
  now?: Date;
}

export interface ProvisionResult {
  tenantId: string;
  plan: ProvisionPlan;
  /** Document writes made, the audit entry included (0 on a dry run and on a second apply). */
  written: number;
}

type Reader = Pick<Transaction, 'getAll' | 'get'>;

async function readInput(db: Firestore, reader: Reader | null, desired: readonly ConfigDoc[]) {
  const docRefs = desired.map((d) => db.doc(d.path));
  const recordRefs = desired.map((d) => db.doc(paths.provisioningRecord(d.path)));
  const derivedRef = db.doc(paths.productAdminClaims());
  const all = [...docRefs, ...recordRefs, derivedRef];
  const snaps = reader ? await reader.getAll(...all) : await db.getAll(...all);
  const lists = await Promise.all(
    CONFIG_COLLECTIONS.map(async ({ collection, kind }) => {
      const q = db.collection(collection).select();
      const res = reader ? await reader.get(q) : await q.get();
      return res.docs.map((d) => ({ path: d.ref.path, kind }));
    }),
  );
  const live = new Map<string, Data | undefined>();
  const applied = new Map<string, Data | undefined>();
  desired.forEach((d, i) => {
    live.set(d.path, snaps[i]?.data());
    const record = snaps[desired.length + i]?.data();
    if (record === undefined) applied.set(d.path, undefined);
    else {
      const parsed = provisioningRecordSchema.safeParse(record);
      if (!parsed.success)
        throw new ProvisionError(`${paths.provisioningRecord(d.path)} is not a provisioning record`);
      applied.set(d.path, parsed.data.files);
    }
  });
  return { live, applied, liveDerived: snaps[all.length - 1]?.data(), livePaths: lists.flat() };
}

function invalidProblems(plan: ProvisionPlan): string[] {
  return plan.docs.flatMap((d) => d.invalid);
}

/** Plans (and with `apply`, writes) the tenant's configuration into `db`. */
export async function provisionTenant(
  db: Firestore,
  tenant: Pick<LoadedTenant, 'id' | 'settings' | 'catalogue' | 'platform'>,
  options: ProvisionOptions,
): Promise<ProvisionResult> {
  const desired = tenantConfigurationDocuments(tenant);
  const byPath = new Map(desired.map((d) => [d.path, d]));
  const planWith = async (reader: Reader | null) =>
    planProvision({ desired, overwrite: options.overwrite, ...(await readInput(db, reader, desired)) });

  if (!options.apply) return { tenantId: tenant.id, plan: await planWith(null), written: 0 };

  const at = (options.now ?? new Date()).toISOString();
  const result = await db.runTransaction(async (tx) => {
    const plan = await planWith(tx);
    const problems = invalidProblems(plan);
    if (problems.length > 0) {
      throw new ProvisionError(
        `nothing written: the documents after the provision would be invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
    for (const d of plan.docs) {
      if (d.next !== null) tx.set(db.doc(d.path), d.next);
      if (d.writeRecord) {
        const files = byPath.get(d.path)?.data ?? {};
        tx.set(
          db.doc(paths.provisioningRecord(d.path)),
          provisioningRecordSchema.parse({
            path: d.path,
            files,
            provisionedAt: at,
            by: options.actor,
            release: options.release,
          }),
        );
      }
    }
    if (plan.derived.action !== 'unchanged') tx.set(db.doc(plan.derived.path), plan.derived.next);
    if (plan.writes > 0) {
      // The admin console's audit log shows who changed the configuration from outside the console.
      tx.create(db.collection(collections.auditLogs).doc(), {
        type: 'provision',
        actorUid: options.actor,
        at: new Date(at),
        reason: `npm run tenant -- provision ${tenant.id}${options.release ? ` (${options.release})` : ''}`,
        created: plan.docs.filter((d) => d.action === 'create').map((d) => d.path),
        updated: plan.docs
          .filter((d) => d.action === 'update')
          .map((d) => ({ path: d.path, fields: d.changes.map((c) => c.field) })),
        overwrite: [...options.overwrite],
      });
    }
    return plan;
  });
  return { tenantId: tenant.id, plan: result, written: result.writes + (result.writes > 0 ? 1 : 0) };
}
