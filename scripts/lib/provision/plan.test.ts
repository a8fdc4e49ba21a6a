import { describe, expect, it } from 'vitest';
import { paths } from '@portal/domain';
import { loadTenant } from '../tenants.js';
import { tenantConfigurationDocuments, type ConfigDoc } from './desired.js';
import { planProvision, type PlanInput } from './plan.js';
import { formatPlan, planHasDrift } from './report.js';

type Data = Record<string, unknown>;
const tenant = loadTenant('bcf');
const desired = tenantConfigurationDocuments(tenant);
const productPath = paths.product('bcf-actions-suisses-a');
const platformPath = paths.platformSettings();

const clone = <T>(v: T): T => structuredClone(v);
const asMap = (docs: readonly ConfigDoc[]) =>
  new Map<string, Data | undefined>(docs.map((d) => [d.path, clone(d.data)]));
const kindOf = (path: string) => desired.find((d) => d.path === path)?.kind ?? 'product';

/** A project provisioned from `desired`, then edited by `edit` (live) and with files edited by `files`. */
function input(over: Partial<PlanInput> = {}): PlanInput {
  return {
    desired,
    live: asMap(desired),
    applied: asMap(desired),
    liveDerived: undefined,
    livePaths: desired
      .filter((d) => d.kind !== 'platform')
      .map((d) => ({ path: d.path, kind: kindOf(d.path) })),
    overwrite: [],
    ...over,
  };
}
const withDerived = (i: PlanInput): PlanInput => {
  const first = planProvision(i);
  return { ...i, liveDerived: first.derived.next };
};
const edited = (path: string, edit: (d: Data) => void, base = asMap(desired)) => {
  const data = clone(base.get(path) ?? {});
  edit(data);
  return new Map(base).set(path, data);
};
const docOf = (plan: ReturnType<typeof planProvision>, path: string) => {
  const d = plan.docs.find((x) => x.path === path);
  if (!d) throw new Error(`no plan for ${path}`);
  return d;
};

describe('planProvision', () => {
  it('creates every document, its record and the derived claims in an empty project', () => {
    const plan = planProvision(
      input({ live: new Map(), applied: new Map(), livePaths: [], liveDerived: undefined }),
    );
    expect(plan.docs.every((d) => d.action === 'create' && d.writeRecord && d.invalid.length === 0)).toBe(
      true,
    );
    // settings/platform, 3 languages, 3 benchmarks, 15 products (tenants/bcf/)
    expect(plan.docs).toHaveLength(1 + 3 + 3 + 15);
    expect(plan.writes).toBe(plan.docs.length * 2 + 1);
    expect(plan.derived.action).toBe('create');
    expect(planHasDrift(plan)).toBe(true);
  });

  it('plans no write for a project that matches what the last provision wrote', () => {
    const plan = planProvision(withDerived(input()));
    expect(plan.writes).toBe(0);
    expect(plan.docs.every((d) => d.action === 'unchanged' && !d.writeRecord)).toBe(true);
    expect(planHasDrift(plan)).toBe(false);
    expect(formatPlan(plan).at(-1)).toMatch(/0 documents to create, 0 documents to change .*; 0 writes\.$/);
  });

  it('writes a field the files changed since the last provision, field by field', () => {
    const files = desired.map((d) =>
      d.path === productPath
        ? { ...d, data: { ...clone(d.data), productName: 'BCF Actions Suisses A (new)' } }
        : d,
    );
    const plan = planProvision(withDerived(input({ desired: files })));
    const doc = docOf(plan, productPath);
    expect(doc.action).toBe('update');
    expect(doc.changes).toEqual([
      {
        field: 'productName',
        path: ['productName'],
        from: 'BCF Actions Suisses A',
        to: 'BCF Actions Suisses A (new)',
        reason: 'files changed',
      },
    ]);
    expect(doc.next?.productName).toBe('BCF Actions Suisses A (new)');
    expect(plan.writes).toBe(2); // the document and its record
  });

  it('keeps a staff edit, reports it, and replaces it only when --overwrite names the field', () => {
    const live = edited(productPath, (d) => {
      d.productName = 'Edited by staff';
      (d.shareClass as Data).managementFee = 0.009;
    });
    const files = desired.map((d) =>
      d.path === productPath ? { ...d, data: { ...clone(d.data), productName: 'Renamed in the files' } } : d,
    );
    const kept = planProvision(withDerived(input({ live, desired: files })));
    const doc = docOf(kept, productPath);
    expect(doc.action).toBe('unchanged');
    expect(doc.kept.map((k) => [k.field, k.live, k.reason])).toEqual([
      ['productName', 'Edited by staff', 'edited in the console'],
      ['shareClass.managementFee', 0.009, 'edited in the console'],
    ]);
    // The record follows the files, so the next provision still sees the staff's value as theirs.
    expect(doc.writeRecord).toBe(true);
    expect(formatPlan(kept).join('\n')).toContain('--overwrite productName to replace');

    const overwritten = planProvision(
      withDerived(input({ live, desired: files, overwrite: ['productName', `${productPath}:nope`] })),
    );
    const after = docOf(overwritten, productPath);
    expect(after.changes.map((c) => [c.field, c.to, c.reason])).toEqual([
      ['productName', 'Renamed in the files', 'overwrite'],
    ]);
    expect((after.next?.shareClass as Data).managementFee).toBe(0.009);
    expect(overwritten.unusedOverwrites).toEqual([`${productPath}:nope`]);

    const byParent = planProvision(
      withDerived(input({ live, desired: files, overwrite: [`${productPath}:shareClass`] })),
    );
    expect(docOf(byParent, productPath).changes.map((c) => c.field)).toEqual(['shareClass.managementFee']);
  });

  it('reports fields and documents the files never had, and deletes a field the files dropped', () => {
    const live = edited(productPath, (d) => {
      d.addedInConsole = true;
    });
    const extraDoc = { path: paths.product('console-only'), kind: 'product' as const };
    const dropped = desired.map((d) => {
      if (d.path !== productPath) return d;
      const data = clone(d.data);
      delete data.showNextSubscriptionAndRedemption;
      return { ...d, data };
    });
    const plan = planProvision(
      withDerived(input({ live, desired: dropped, livePaths: [...input().livePaths, extraDoc] })),
    );
    const doc = docOf(plan, productPath);
    expect(doc.extraFields).toEqual([{ field: 'addedInConsole', live: true }]);
    expect(doc.changes.map((c) => [c.field, c.to, c.reason])).toEqual([
      ['showNextSubscriptionAndRedemption', undefined, 'files dropped it'],
    ]);
    expect(doc.next).not.toHaveProperty('showNextSubscriptionAndRedemption');
    expect(doc.next).toHaveProperty('addedInConsole', true);
    expect(plan.extraDocs).toEqual([extraDoc]);
  });

  it('keeps a document deleted in the console deleted unless --overwrite names it', () => {
    const live = asMap(desired);
    live.delete(productPath);
    const plan = planProvision(withDerived(input({ live })));
    expect(docOf(plan, productPath).action).toBe('kept deleted');
    expect(plan.writes).toBe(0);
    const again = planProvision(withDerived(input({ live, overwrite: [productPath] })));
    expect(docOf(again, productPath).action).toBe('create');
  });

  it('adopts a matching document that was never provisioned, and keeps what differs in one', () => {
    const live = edited(productPath, (d) => {
      d.productColor = '#123456';
    });
    const plan = planProvision(withDerived(input({ live, applied: new Map() })));
    expect(
      plan.docs.filter((d) => d.path !== productPath).every((d) => d.action === 'unchanged' && d.writeRecord),
    ).toBe(true);
    expect(docOf(plan, productPath).kept).toEqual([
      { field: 'productColor', live: '#123456', files: '#006a4e', reason: 'set before the first provision' },
    ]);
  });

  it('derives the product admin claims from the custom roles the project keeps', () => {
    const roles = [{ name: 'desk', allowedProductIds: ['bcf-actions-suisses-a'] }];
    const live = edited(platformPath, (d) => {
      d.iam = { userDefinedRoles: roles };
    });
    const plan = planProvision(withDerived(input()));
    const withRoles = planProvision({ ...input({ live }), liveDerived: plan.derived.next });
    expect(docOf(withRoles, platformPath).kept.map((k) => k.field)).toEqual(['iam.userDefinedRoles']);
    expect(withRoles.derived.action).toBe('update');
    expect(withRoles.derived.next).toEqual({
      byProduct: { 'bcf-actions-suisses-a': ['role:desk'] },
      anyProduct: ['role:desk'],
    });
  });

  it('refuses a merge that breaks the schema, naming the document and field', () => {
    const live = edited(productPath, (d) => {
      d.productType = 'nonsense';
    });
    const files = desired.map((d) =>
      d.path === productPath ? { ...d, data: { ...clone(d.data), productName: 'New' } } : d,
    );
    const doc = docOf(planProvision(withDerived(input({ live, desired: files }))), productPath);
    expect(doc.invalid.length).toBeGreaterThan(0);
    expect(doc.invalid[0]).toContain(`${productPath} productType`);
  });
});
