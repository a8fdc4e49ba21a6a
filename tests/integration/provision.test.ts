/**
 * `npm run tenant -- provision | bootstrap-admin | drift` on the emulators (Auth + Firestore), in projects of their
 * own: a tenant other than the demo (bcf) provisioned into an empty project must hold exactly the configuration the
 * demo seed writes for it (minus the demo's accounts, prices and content), a second provision writes nothing, staff
 * edits survive, the first superAdmin is granted once, and drift finds a hand edit. The CLI runs as the operator runs
 * it (a child process, `npx tsx scripts/tenant.ts`).
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { collections, paths } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenant } from '../../scripts/seed.js';
import { bootstrapAdmin, BootstrapAdminError } from '../../scripts/lib/provision/bootstrap-admin.js';
import { tenantConfigurationDocuments } from '../../scripts/lib/provision/desired.js';
import { provisionTenant } from '../../scripts/lib/provision/provision.js';
import { loadTenant, repoRoot } from '../../scripts/lib/tenants.js';
import { adminFor, clearFirestoreProject, type AdminHandle } from '../support/api-emulators.js';

const TENANT = 'bcf';
const run = Date.now().toString(36);
const SEEDED = `demo-prov-seeded-${run}`;
const EMPTY = `demo-prov-empty-${run}`;
const tenant = loadTenant(TENANT);
const configPaths = [...tenantConfigurationDocuments(tenant).map((d) => d.path), paths.productAdminClaims()];
const productPath = paths.product('bcf-actions-suisses-a');
const options = { apply: true, overwrite: [] as string[], actor: 'operator:test', release: 'test' };

let seeded: AdminHandle;
let empty: AdminHandle;

/** `npm run tenant -- <args>` against the emulators: exit code and output. */
async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/tenant.ts', ...args], {
      cwd: repoRoot,
      env: process.env,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const dataOf = async (h: AdminHandle, path: string) => (await h.db.doc(path).get()).data();

beforeAll(async () => {
  seeded = adminFor(SEEDED);
  empty = adminFor(EMPTY);
  await seedTenant({ tenantId: TENANT, projectId: SEEDED });
}, 120_000);

afterAll(async () => {
  await Promise.all([clearFirestoreProject(SEEDED), clearFirestoreProject(EMPTY)]);
  const seededUsers = await seeded.auth.listUsers();
  const emptyUsers = await empty.auth.listUsers();
  await seeded.auth.deleteUsers(seededUsers.users.map((u) => u.uid));
  await empty.auth.deleteUsers(emptyUsers.users.map((u) => u.uid));
  await Promise.all([seeded.close(), empty.close()]);
  rmSync(join(repoRoot, '.local-files', SEEDED), { recursive: true, force: true });
});

describe('provision', () => {
  it('plans every document on a dry run of an empty project and writes nothing', async () => {
    const { code, out } = await cli('provision', TENANT, '--project', EMPTY);
    expect(code).toBe(0);
    expect(out).toContain(`create     ${productPath}`);
    expect(out).toMatch(/22 documents to create, 0 documents to change/);
    expect(out).toContain('Dry run: nothing written');
    expect((await empty.db.collection(collections.products).get()).size).toBe(0);
  });

  it('reproduces the seeded configuration in an empty project, without the demo accounts, prices or content', async () => {
    const result = await provisionTenant(empty.db, tenant, options);
    expect(result.plan.docs.every((d) => d.action === 'create')).toBe(true);
    for (const path of configPaths) {
      const [mine, theirs] = await Promise.all([dataOf(empty, path), dataOf(seeded, path)]);
      expect(mine, path).toBeDefined();
      expect(mine, path).toEqual(theirs);
    }
    // Every product and benchmark of the files, nothing else of the demo.
    expect((await empty.db.collection(collections.products).get()).size).toBe(
      tenant.catalogue.products.length,
    );
    expect((await empty.db.collection(collections.benchmarks).get()).size).toBe(
      tenant.catalogue.benchmarks.length,
    );
    expect((await seeded.db.collection(collections.priceSeries).get()).size).toBeGreaterThan(0);
    expect((await empty.db.collection(collections.priceSeries).get()).size).toBe(0);
    expect((await empty.db.collection(collections.users).get()).size).toBe(0);
    expect(
      (await empty.db.collectionGroup('langs').get()).docs.map((d) => d.ref.parent.parent?.path),
    ).toEqual(tenant.settings.availableLanguages.map(() => paths.platformSettings()));
    expect((await empty.auth.listUsers()).users).toEqual([]);
    // One audit entry names the operator and the documents.
    const audit = await empty.db.collection(collections.auditLogs).where('type', '==', 'provision').get();
    expect(audit.docs.map((d) => d.get('actorUid') as string)).toEqual(['operator:test']);
  });

  it('writes nothing the second time (the CLI says so and no document changes)', async () => {
    const before = (await empty.db.doc(productPath).get()).updateTime;
    const { code, out } = await cli('provision', TENANT, '--project', EMPTY, '--apply');
    expect(code, out).toBe(0);
    expect(out).toContain('Nothing to write: the project matches.');
    const after = (await empty.db.doc(productPath).get()).updateTime;
    expect(before && after?.isEqual(before)).toBe(true);
    expect(
      (await empty.db.collection(collections.auditLogs).where('type', '==', 'provision').get()).size,
    ).toBe(1);
  });

  it('keeps a staff edit on a re-provision, names it, and replaces it only with --overwrite', async () => {
    await empty.db.doc(productPath).update({ productName: 'Actions Suisses (edited by staff)' });
    await empty.db
      .doc(paths.platformLang('fr'))
      .update({ 'compliance.ombudsmanText': 'Texte revu par la conformité.' });
    const kept = await provisionTenant(empty.db, tenant, options);
    expect(kept.written).toBe(0);
    expect(kept.plan.docs.flatMap((d) => d.kept.map((k) => `${d.path} ${k.field}`)).sort()).toEqual([
      `${productPath} productName`,
      `${paths.platformLang('fr')} compliance.ombudsmanText`,
    ]);
    expect(await dataOf(empty, productPath)).toMatchObject({
      productName: 'Actions Suisses (edited by staff)',
    });

    const { code, out } = await cli(
      'provision',
      TENANT,
      '--project',
      EMPTY,
      '--apply',
      '--overwrite',
      'productName',
    );
    expect(code, out).toBe(0);
    expect(out).toContain(
      'productName: "Actions Suisses (edited by staff)" → "BCF Actions Suisses A"  (overwrite)',
    );
    expect(await dataOf(empty, productPath)).toMatchObject({ productName: 'BCF Actions Suisses A' });
    expect(await dataOf(empty, paths.platformLang('fr'))).toMatchObject({
      compliance: { ombudsmanText: 'Texte revu par la conformité.' },
    });
  });
});

describe('drift', () => {
  it('reports no drift on the seeded project, and a hand-edited product field with exit code 1', async () => {
    const clean = await cli('drift', TENANT, '--project', SEEDED);
    expect(clean.out).toContain('configuration (tenants/bcf/ ↔ Firestore): matches');
    expect(clean.out).toContain('deployed rules, indexes and functions: not checked');
    expect(clean.code, clean.out).toBe(0);

    await seeded.db.doc(productPath).update({ 'shareClass.managementFee': 0.0125 });
    const drift = await cli('drift', TENANT, '--project', SEEDED);
    expect(drift.code).toBe(1);
    expect(drift.out).toContain(
      `${productPath} shareClass.managementFee: 0.0125 (set before the first provision; the files say 0.011`,
    );
    expect(drift.out).toContain('Drift found.');
  });
});

describe('bootstrap-admin', () => {
  it('grants the first superAdmin through the role-claims module, audited, and refuses a second', async () => {
    const first = await empty.auth.createUser({
      email: 'first.admin@bcf.test',
      password: 'a-long-password-1',
    });
    await empty.auth.createUser({ email: 'second.admin@bcf.test', password: 'a-long-password-2' });

    const missing = await cli('bootstrap-admin', TENANT, 'nobody@bcf.test', '--project', EMPTY);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('no account with the e-mail nobody@bcf.test');

    const granted = await cli('bootstrap-admin', TENANT, 'first.admin@bcf.test', '--project', EMPTY);
    expect(granted.code, granted.out).toBe(0);
    expect((await empty.auth.getUser(first.uid)).customClaims).toMatchObject({ 'role:superAdmin': true });
    const audit = await empty.db.collection(collections.auditLogs).where('uid', '==', first.uid).get();
    expect(audit.docs.map((d) => d.get('actorUid') as string)).toEqual(['operator:emulator']);

    await expect(
      bootstrapAdmin(
        { db: empty.db, auth: empty.auth },
        {
          email: 'second.admin@bcf.test',
          tenantAllowedRoles: tenant.settings.allowedRoles,
          actor: 'operator:test',
          tenantId: TENANT,
        },
      ),
    ).rejects.toThrow(
      new BootstrapAdminError(
        'refused: first.admin@bcf.test already holds superAdmin; further roles are granted in the console (Admin → Users)',
      ),
    );
  });
});
