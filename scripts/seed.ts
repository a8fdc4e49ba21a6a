/**
 * Seeds one tenant's demo data into the running emulators (never a real project):
 *
 *   settings/platform (+ langs/{lang})   from tenants/<id>/platform.json and tenant.json languages
 *   settings/productAdminClaims          derived from the custom roles (deriveProductAdminClaims)
 *   (the configuration documents are scripts/lib/provision/desired.ts's, the same `npm run tenant -- provision` writes)
 *   products/{id}, benchmarks/{id}       from tenants/<id>/products.json (validated)
 *   products/{id}/langs/{lang}           overview texts from emulator-data/<id>/product-langs.json
 *   priceSeries/...                      synthetic prices (scripts/lib/seed-prices.ts) via replacePriceSeries
 *   priceSeries/{saron,estr,sofr}        SYNTHETIC risk-free rates where the price profiles ask for them
 *                                        (scripts/lib/seed-risk-free.ts), flagged `synthetic`
 *   products/{id}/documents + files      small PDFs (scripts/lib/seed-documents.ts), files in .local-files/<project>
 *   products/{id}/components, media      every component type (scripts/lib/seed-components.ts), media files likewise
 *   Auth users + users/{uid}             emulator-data/<id>/accounts.json, roles via setUserRoles
 *   followers/{id}/entries               the accounts' follows + emulator-data/<id>/followers.json (seed-followers.ts)
 *
 * Idempotent: the seeded collections, the demo users and the seed's audit entries are cleared first.
 *
 *   tsx scripts/seed.ts [--tenant demo] [--today YYYY-MM-DD] [--verify]
 *
 * (inside `tsx scripts/firebase.ts emulators:exec --only auth,firestore "..."`, or after `npm start`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  collections,
  DEV_SECTION_CLAIM,
  isRiskFreeSeriesId,
  isoDateSchema,
  isoDateUTC,
  paths,
} from '@portal/domain';
import { refs } from '../functions/src/db/refs.js';
import { setUserRoles } from '../functions/src/services/roles/set-user-roles.js';
import { replacePriceSeries } from '../functions/src/services/prices/write-series.js';
import { projectIdFor } from './firebase.js';
import { LocalFolderFileStore } from '../functions/src/services/files/local-folder-file-store.js';
import { loadDemoAccounts, userRecordFor, type DemoAccount } from './lib/seed-accounts.js';
import {
  clearDocumentFiles,
  loadSeedDocuments,
  prepareSeedDocuments,
  writeSeedDocuments,
} from './lib/seed-documents.js';
import { clearMediaFiles, prepareSeedComponents, writeSeedComponents } from './lib/seed-components.js';
import { loadSeedFollowers, seedFollowerEntries, writeSeedFollowers } from './lib/seed-followers.js';
import { seedProductLangs, type SeedProductLang } from './lib/seed-product-langs.js';
import { loadSeedHoldings, seedHoldings, writeSeedHoldings } from './lib/seed-holdings.js';
import {
  generateSeedPrices,
  priceProfilesSchema,
  type PriceProfiles,
  type SeedSeries,
} from './lib/seed-prices.js';
import { SYNTHETIC_RATE_IDS, syntheticRateSeries } from './lib/seed-risk-free.js';
import type { SeedSummary } from './lib/seed-summary.js';
import { loadTenant, repoRoot, TenantConfigError, type LoadedTenant } from './lib/tenants.js';
import { productAdminClaimsDocument, tenantConfigurationDocuments } from './lib/provision/desired.js';
import { invokedDirectly } from './lib/invoked-directly.js';

export const SEED_ACTOR_UID = 'seed';
const SEED_REASON = 'demo seed';

export function demoAccounts(tenantId: string): DemoAccount[] {
  return loadDemoAccounts(tenantId);
}

export class SeedError extends Error {}

function assertEmulators(env: NodeJS.ProcessEnv = process.env): void {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((k) => !env[k]);
  if (missing.length > 0) {
    throw new SeedError(
      `${missing.join(' and ')} not set: the seed only writes to emulators. Run it inside ` +
        '`npx tsx scripts/firebase.ts emulators:exec --only auth,firestore "npx tsx scripts/seed.ts"` or use `npm start`.',
    );
  }
}

export function loadPriceProfiles(tenantId: string): PriceProfiles {
  const file = join(repoRoot, 'emulator-data', tenantId, 'price-profiles.json');
  const raw: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const parsed = priceProfilesSchema.safeParse(raw);
  if (!parsed.success) {
    throw new SeedError(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

async function clear(db: Firestore, auth: Auth, accounts: readonly DemoAccount[]): Promise<void> {
  const r = refs(db);
  const seedAudit = await r.auditLogs().where('actorUid', '==', SEED_ACTOR_UID).select().get();
  const deleteAll = () =>
    Promise.all([
      ...[
        collections.settings,
        collections.products,
        collections.benchmarks,
        collections.priceSeries,
        collections.followers,
        collections.followerMails,
      ].map((c) => db.recursiveDelete(db.collection(c))),
      ...accounts.map((a) => r.user(a.uid).delete()),
      ...seedAudit.docs.map((d) => d.ref.delete()),
    ]);
  // Deleting is idempotent: a reseed of running emulators (the tenant sweep) can meet writes of the functions'
  // triggers on the same documents; what failed is deleted again, a third failure stops the seed.
  for (let attempt = 1; ; attempt++) {
    try {
      await deleteAll();
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`seed: clearing the old data failed (${String(error)}), attempt ${String(attempt + 1)}`);
    }
  }
  // A demo address may have been registered by hand under another uid: free it as well.
  const found = await auth.getUsers([
    ...accounts.map((a) => ({ uid: a.uid })),
    ...accounts.map((a) => ({ email: a.email })),
  ]);
  const uids = [...new Set(found.users.map((u) => u.uid))];
  if (uids.length > 0) await auth.deleteUsers(uids);
}

/**
 * The tenant's configuration (scripts/lib/provision/desired.ts: the same documents `npm run tenant -- provision`
 * writes to a real project), the product admin claims derived from its custom roles (written with it so that they
 * exist as soon as the seed returns; the functions trigger re-derives the same document moments later), and the
 * demo's overview texts.
 */
async function writeConfiguration(
  db: Firestore,
  tenant: LoadedTenant,
  langs: readonly SeedProductLang[],
): Promise<void> {
  const r = refs(db);
  const batch = db.batch();
  for (const d of tenantConfigurationDocuments(tenant)) batch.set(db.doc(d.path), d.data);
  const claims = productAdminClaimsDocument(tenant.platform.iam.userDefinedRoles);
  batch.set(db.doc(claims.path), claims.data);
  for (const l of langs) batch.set(r.productLang(l.productId, l.lang.id), l.lang);
  await batch.commit();
}

/**
 * One series after the other on purpose: the Firestore emulator locks pessimistically, so concurrent transactions
 * (even on disjoint documents) abort and back off. Measured on 16 series: 1.3 s in sequence, 7-8 s with 4 or 16 in
 * flight.
 */
async function writePrices(db: Firestore, series: readonly SeedSeries[]): Promise<void> {
  for (const s of series) await replacePriceSeries(db, s.base, s.points);
}

/**
 * The synthetic risk-free rates (docs/risk-free.md): written like any series, then flagged `synthetic` on their
 * meta, which lists and docs show; an upload of real fixings rewrites the meta without the flag.
 */
async function writeSyntheticRates(db: Firestore, series: readonly SeedSeries[]): Promise<void> {
  await writePrices(db, series);
  await Promise.all(
    series.map((s) => db.doc(paths.priceSeriesMeta(s.base.seriesId)).update({ synthetic: true })),
  );
}

/** The tenant's synthetic rate series, from its earliest price (fund or benchmark) to `today`. */
function seedRates(ids: readonly string[], series: readonly SeedSeries[], today: string): SeedSeries[] {
  const earliest = series.map((s) => s.points[0]?.date ?? today).reduce((a, b) => (b < a ? b : a), today);
  return ids.map((id) => {
    if (!isRiskFreeSeriesId(id) || !SYNTHETIC_RATE_IDS.includes(id)) {
      throw new SeedError(`price profiles: no synthetic history for the risk-free series "${id}"`);
    }
    return syntheticRateSeries(id, earliest, today);
  });
}

async function writeAccounts(
  deps: { db: Firestore; auth: Auth },
  tenant: LoadedTenant,
  accounts: readonly DemoAccount[],
): Promise<void> {
  const allowedRoleNames = [
    ...new Set([...tenant.settings.allowedRoles, ...tenant.platform.iam.userDefinedRoles.map((r) => r.name)]),
  ];
  const r = refs(deps.db);
  await Promise.all(
    accounts.map(async (a) => {
      await deps.auth.createUser({
        uid: a.uid,
        email: a.email,
        password: a.password,
        emailVerified: true,
        displayName: `${a.profile.firstName} ${a.profile.lastName}`,
      });
      await r.user(a.uid).set(userRecordFor(a));
      // The operator's grant of the development section, before the roles: a role change keeps every other claim.
      if (a.devSection) await deps.auth.setCustomUserClaims(a.uid, { [DEV_SECTION_CLAIM]: true });
      await setUserRoles(deps, {
        uid: a.uid,
        roles: a.roles,
        reason: SEED_REASON,
        actorUid: SEED_ACTOR_UID,
        allowedRoleNames,
      });
    }),
  );
}

/** Seeds `tenantId` into the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST. */
export async function seedTenant(opts: {
  tenantId: string;
  today?: string;
  /** The emulator project to seed (default: the tenant's own); the multi-tenant test sweep seeds every tenant into one. */
  projectId?: string;
}): Promise<SeedSummary> {
  const started = performance.now();
  assertEmulators();
  const today = opts.today ?? isoDateUTC(new Date());
  if (!isoDateSchema.safeParse(today).success)
    throw new SeedError(`--today "${today}" is not a YYYY-MM-DD date`);
  const tenant = loadTenant(opts.tenantId);
  const accounts = demoAccounts(opts.tenantId);
  const projectId = opts.projectId ?? projectIdFor(opts.tenantId);
  // Rendered and checked before anything is cleared: an invalid entry stops the seed with the tenant untouched.
  const documents = await prepareSeedDocuments(
    loadSeedDocuments(repoRoot, opts.tenantId),
    tenant.catalogue.products,
    {
      orgName: tenant.settings.orgName,
      primaryColor: tenant.settings.theme.primaryColor,
    },
  );
  const profiles = loadPriceProfiles(opts.tenantId);
  const series = generateSeedPrices(tenant.catalogue, { today, profiles });
  const rates = seedRates(profiles.riskFreeRates, series, today);
  // Charts of figures the seeded data also shows are computed from it (scripts/lib/seed-figures.ts).
  const components = prepareSeedComponents(
    repoRoot,
    opts.tenantId,
    new Set(tenant.catalogue.products.map((p) => p.productId)),
    new Date(`${today}T00:00:00Z`),
    {
      products: tenant.catalogue.products,
      series,
      snapshots: seedHoldings(loadSeedHoldings(repoRoot, opts.tenantId), tenant.catalogue.products, today)
        .snapshots,
      today,
    },
  );
  const productLangs = seedProductLangs(
    repoRoot,
    opts.tenantId,
    tenant.catalogue.products,
    components.media.map((m) => ({
      productId: m.productId,
      mediaId: m.id,
      fileName: m.fileName,
      contentType: m.record.file.contentType ?? 'application/octet-stream',
      size: m.bytes.byteLength,
    })),
  );
  const followers = seedFollowerEntries(
    loadSeedFollowers(repoRoot, opts.tenantId),
    accounts.map((a) => ({ uid: a.uid, email: a.email, follows: a.profile.followingProducts })),
    tenant.catalogue.products,
    SEED_ACTOR_UID,
    new Date(),
  );
  // Where the functions emulator keeps files (functions/src/services/files/create-file-store.ts).
  const store = new LocalFolderFileStore(join(repoRoot, '.local-files', projectId));

  const app: App = initializeApp({ projectId }, `seed-${opts.tenantId}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);
    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const ms = Math.round(now - mark);
      mark = now;
      return ms;
    };
    await clear(db, auth, accounts);
    await clearDocumentFiles(store);
    await clearMediaFiles(store);
    const clearMs = lap();
    await writeConfiguration(db, tenant, productLangs);
    const configurationMs = lap();
    await writeSeedDocuments(db, store, documents);
    await writeSeedComponents(db, store, components);
    await writeSeedHoldings(db, tenant.catalogue.products, today, opts.tenantId);
    const documentsMs = lap();
    await writePrices(db, series);
    await writeSyntheticRates(db, rates);
    const pricesMs = lap();
    await writeAccounts({ db, auth }, tenant, accounts);
    await writeSeedFollowers(db, followers, documents, new Date());
    const accountsMs = lap();
    return {
      tenantId: opts.tenantId,
      projectId,
      today,
      products: tenant.catalogue.products.length,
      benchmarks: tenant.catalogue.benchmarks.length,
      priceSeries: series.length + rates.length,
      pricePoints: [...series, ...rates].reduce((a, s) => a + s.points.length, 0),
      accounts: accounts.length,
      documents: documents.length,
      timings: {
        clear: clearMs,
        configuration: configurationMs,
        documents: documentsMs,
        prices: pricesMs,
        accounts: accountsMs,
        total: Math.round(performance.now() - started),
      },
    };
  } finally {
    await deleteApp(app);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// CLI

interface CliOptions {
  tenantId: string;
  today?: string;
  verify: boolean;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const fromEnv = process.env.TENANT?.trim();
  const opts: CliOptions = {
    tenantId: fromEnv === undefined || fromEnv === '' ? 'demo' : fromEnv,
    verify: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new SeedError(`${flag ?? ''} needs a value`);
      return v;
    };
    if (flag === '--tenant') opts.tenantId = value();
    else if (flag === '--today') opts.today = value();
    else if (flag === '--verify') opts.verify = true;
    else
      throw new SeedError(
        `unknown argument "${argv[i] ?? ''}" (use --tenant <id>, --today YYYY-MM-DD, --verify)`,
      );
  }
  return opts;
}

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2));
  const summary = await seedTenant(opts);
  const t = summary.timings;
  console.log(
    `seeded ${summary.tenantId} (${summary.projectId}, today ${summary.today}): ${summary.products} products, ` +
      `${summary.benchmarks} benchmarks, ${summary.priceSeries} price series (${summary.pricePoints} points), ` +
      `${summary.documents} documents, ${summary.accounts} accounts in ${t.total} ms ` +
      `[clear ${t.clear}, configuration ${t.configuration}, documents ${t.documents}, prices ${t.prices}, ` +
      `accounts ${t.accounts}]`,
  );
  if (!opts.verify) return 0;
  const { verifySeed } = await import('./lib/seed-verify.js');
  const checks = await verifySeed(summary);
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  return checks.every((c) => c.ok) ? 0 : 1;
}

if (invokedDirectly(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const known = error instanceof SeedError || error instanceof TenantConfigError;
      console.error(known ? `[seed] ${error.message}` : error);
      process.exitCode = 1;
    },
  );
}
