/**
 * Reads back what `seedTenant` wrote (`tsx scripts/seed.ts --verify`): document counts, the documents' files, one full price series
 * through the chunk layout, and every demo account end to end (claims, user record, password sign-in against the
 * Auth emulator, audit entry). Emulators only.
 */
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { collections, fromChunks, ROLE_CLAIM_PREFIX } from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import type { SeedSummary } from './seed-summary.js';
import { loadDemoAccounts, type DemoAccount } from './seed-accounts.js';
import { emulatorIdToken } from './emulators.js';
import { loadTenant, repoRoot } from './tenants.js';

export interface SeedCheck {
  name: string;
  ok: boolean;
  detail: string;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Signs in with e-mail and password through the Auth emulator's REST API and returns the ID token's claims. */
async function signInClaims(account: DemoAccount): Promise<Record<string, unknown>> {
  const idToken = await emulatorIdToken(account.email, account.password);
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function verifySeed(summary: SeedSummary): Promise<SeedCheck[]> {
  const tenant = loadTenant(summary.tenantId);
  const accounts = loadDemoAccounts(summary.tenantId);
  const app = initializeApp({ projectId: summary.projectId }, `verify-${summary.tenantId}-${Date.now()}`);
  const checks: SeedCheck[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);
    const r = refs(db);

    const platform = (await r.platformSettings().get()).data();
    check(
      'settings/platform',
      platform !== undefined &&
        sameSet(platform.langs, tenant.settings.availableLanguages) &&
        platform.iam.userDefinedRoles.length === tenant.platform.iam.userDefinedRoles.length,
      `langs ${platform?.langs.join(',') ?? '-'}, roles ${platform?.iam.userDefinedRoles.map((x) => x.name).join(',') ?? '-'}`,
    );
    const langDocs = await Promise.all(
      tenant.settings.availableLanguages.map((l) => r.platformLang(l).get()),
    );
    check(
      'settings/platform/langs',
      langDocs.every((d) => d.data()?.compliance.investorProfileChecksActivated === true),
      `${langDocs.filter((d) => d.exists).length} language documents`,
    );

    const [products, benchmarks, metas] = await Promise.all([
      r.products().get(),
      r.benchmarks().get(),
      db.collection(collections.priceSeries).get(),
    ]);
    check('products', products.size === summary.products, `${products.size} documents`);
    const hidden = products.docs.filter((d) => d.data().general.hidden).map((d) => d.id);
    check('hidden product stored', hidden.length > 0, hidden.join(', '));
    check('benchmarks', benchmarks.size === summary.benchmarks, `${benchmarks.size} documents`);
    const points = (
      await Promise.all(metas.docs.map(async (d) => (await r.priceMeta(d.id).get()).data()?.count ?? 0))
    ).reduce((a, b) => a + b, 0);
    check(
      'price series',
      metas.size === summary.priceSeries && points === summary.pricePoints,
      `${metas.size} series, ${points} points`,
    );

    const flagship = tenant.settings.products[0] ?? tenant.catalogue.products[0]?.productId ?? '';
    const [meta, chunks] = await Promise.all([r.priceMeta(flagship).get(), r.priceChunks(flagship).get()]);
    const series = fromChunks(chunks.docs.map((d) => d.data()));
    const m = meta.data();
    check(
      `series ${flagship}`,
      series.dates.length === m?.count && series.dates.at(-1) === m.lastDate,
      `${series.dates.length} points ${series.dates[0] ?? '-'}..${series.dates.at(-1) ?? '-'} in ` +
        `${chunks.size} chunks, version ${m?.version ?? '-'}, last price ${series.prices.at(-1) ?? '-'}`,
    );

    const documents = (await Promise.all(products.docs.map((p) => r.productDocuments(p.id).get()))).flatMap(
      (snap) => snap.docs.map((d) => d.data()),
    );
    const store = new LocalFolderFileStore(join(repoRoot, '.local-files', summary.projectId));
    const stored = await Promise.all(documents.map((d) => store.exists(d.file.path)));
    check(
      'documents',
      documents.length === summary.documents && stored.every(Boolean),
      `${documents.length} records, ${stored.filter(Boolean).length} files in the store`,
    );

    const audit = await r.auditLogs().where('actorUid', '==', 'seed').get();
    check('audit entries', audit.size === accounts.length, `${audit.size} setUserRoles entries`);

    for (const a of accounts) {
      try {
        const user = await auth.getUser(a.uid);
        const claimRoles = Object.keys(user.customClaims ?? {})
          .filter((k) => k.startsWith(ROLE_CLAIM_PREFIX))
          .map((k) => k.slice(ROLE_CLAIM_PREFIX.length));
        const record = (await r.user(a.uid).get()).data();
        const token = await signInClaims(a);
        const tokenRoles = Object.keys(token)
          .filter((k) => k.startsWith(ROLE_CLAIM_PREFIX))
          .map((k) => k.slice(ROLE_CLAIM_PREFIX.length));
        check(
          `account ${a.label}`,
          user.emailVerified &&
            sameSet(claimRoles, a.roles) &&
            sameSet(tokenRoles, a.roles) &&
            record !== undefined &&
            sameSet(record.roles, a.roles),
          `${a.email} roles [${tokenRoles.join(', ')}], ${record?.investorProfile ?? '-'} ${record?.country ?? '-'}`,
        );
      } catch (error) {
        check(`account ${a.label}`, false, error instanceof Error ? error.message : String(error));
      }
    }
  } finally {
    await deleteApp(app);
  }
  return checks;
}
