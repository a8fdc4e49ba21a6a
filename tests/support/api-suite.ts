/**
 * The pieces every API suite that seeds its own products repeats (tests/api): a product-config builder, the signed-in
 * callers by label, a custom role made product admin, the English compliance settings, and the clean-up of each.
 * Every suite keeps its own ids (`fx-<suite>-...`), so suites never see each other's products or users.
 */
import type { Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  API_ENTRIES,
  paths,
  productConfigSchema,
  type ProductConfig,
  type ProductConfigInput,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { syncProductAdminClaims } from '../../functions/src/services/access/product-admin-claims.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { afterAll, beforeAll } from 'vitest';
import { adminFor, emulatorProjectId, type AdminHandle } from './api-emulators.js';
import { createUserWithClaims, deleteUsers, type TestUser } from './api-users.js';
import { addCustomRole, restorePlatformSettings, type PlatformBefore } from './platform-roles.js';

/** The smallest live mode: daily prices and the cumulative returns card. */
export const LIVE_MODE: NonNullable<ProductConfigInput['live']> = {
  mode: 'live',
  updateFrequency: 'daily',
  genericCardsToShow: ['cumulativeReturns'],
};

/**
 * A product-config builder for one suite: an open, default share class of its own fund, in English and German, with
 * the live mode only, unless the suite's `defaults` or a product's `over` say otherwise. `name` names the product
 * (its id when not given).
 */
export function productBuilder(
  defaults: Partial<ProductConfigInput> & { storeModule: string },
  name: (productId: string) => string = (productId) => productId,
): (productId: string, over?: Partial<ProductConfigInput>) => ProductConfig {
  return (productId, over = {}) =>
    productConfigSchema.parse({
      productId,
      productName: name(productId),
      productShareClassRoot: productId,
      isDefaultShareClass: true,
      availableLanguages: ['en', 'de'],
      currency: 'CHF',
      inceptionDate: '2020-01-02',
      allowedRoles: [],
      live: LIVE_MODE,
      ...defaults,
      ...over,
    });
}

/**
 * The share classes of one fund `root` for one suite: none is the fund's default share class unless its `over` says
 * so, and a product of another fund names its own root.
 */
export const shareClassBuilder = (
  storeModule: string,
  root: string,
  defaults: Partial<ProductConfigInput> = {},
): ReturnType<typeof productBuilder> =>
  productBuilder({ storeModule, productShareClassRoot: root, isDefaultShareClass: false, ...defaults });

/** Token claims of staff, for the suites that sign their callers in themselves. */
export const ADMIN_CLAIMS = { 'role:admin': true } as const;
export const EMPLOYEE_CLAIMS = { 'role:employee': true } as const;

/**
 * The Auth users of a suite by label (investor, manager, admin, ...), each signed in with its claims. A `Map`, so a
 * suite may add users of its own (followers by uid, say) and find them in the clean-up.
 */
export class Callers<Label extends string> extends Map<Label, TestUser> {
  /** Creates every caller in order, its token claiming its roles (`role:<name>`); `uidOf` names its Auth user. */
  async signIn(
    auth: Auth,
    roles: Partial<Record<Label, readonly string[]>>,
    uidOf: (label: Label) => string,
  ): Promise<void> {
    for (const [label, names] of Object.entries(roles) as [Label, readonly string[]][]) {
      const claims = Object.fromEntries(names.map((name) => [`role:${name}`, true]));
      this.set(label, await createUserWithClaims(auth, uidOf(label), claims));
    }
  }

  user(label: Label): TestUser {
    const u = this.get(label);
    if (!u) throw new Error(`user ${label} was not created`);
    return u;
  }

  /** The ID token of a caller; none for a guest. */
  token(label: Label | 'guest'): string | undefined {
    return label === 'guest' ? undefined : this.user(label).idToken;
  }

  uids(): string[] {
    return [...this.values()].map((u) => u.uid);
  }

  /** Deletes every Auth user, and with `records` their user documents too (written by triggers or the suite). */
  async remove(admin: AdminHandle, options: { records?: boolean } = {}): Promise<void> {
    await deleteUsers(admin.auth, this.uids());
    if (options.records) await Promise.all(this.uids().map((uid) => admin.db.doc(paths.user(uid)).delete()));
  }
}

/** Adds the suite's custom role, making its holders admins of `productIds`, and syncs the admins' claims. */
async function grantSuiteRole(
  db: Firestore,
  name: string,
  productIds: readonly string[],
): Promise<PlatformBefore> {
  const before = await addCustomRole(db, { name, allowedProductIds: [...productIds] });
  await syncProductAdminClaims(db);
  return before;
}

/** Takes the suite's roles back, re-syncs the admins' claims, and lets the API's configuration cache see it. */
async function restoreSuiteRoles(db: Firestore, before: PlatformBefore): Promise<void> {
  await restorePlatformSettings(db, before);
  await syncProductAdminClaims(db);
  await bumpCatalogueVersion(db);
}

/** Writes the products through the functions' converters and bumps the catalogue so the API sees them at once. */
export async function seedProducts(db: Firestore, products: readonly ProductConfig[]): Promise<void> {
  const batch = db.batch();
  for (const p of products) batch.set(refs(db).product(p.productId), p);
  await batch.commit();
  await bumpCatalogueVersion(db);
}

/** The operation records the given users started (an operation refused before it began has none). */
export const operationsBy = (db: Firestore, uids: readonly string[]) =>
  refs(db)
    .operations()
    .where('createdBy', 'in', [...uids])
    .get();

/** Deletes the products with everything under them. */
export async function removeProducts(db: Firestore, products: readonly ProductConfig[]): Promise<void> {
  await Promise.all(products.map((p) => db.recursiveDelete(db.doc(paths.product(p.productId)))));
}

/**
 * Turns the investor-profile checks of the English pages on, as a tenant with compliance gating has them, with the
 * given default product disclaimer; returns what puts the English settings back as they were.
 */
export async function gateEnglishPages(
  db: Firestore,
  defaultProductDisclaimer = '',
): Promise<() => Promise<void>> {
  const langRef = db.doc(paths.platformLang('en'));
  const before = (await langRef.get()).data();
  await refs(db)
    .platformLang('en')
    .set({
      compliance: {
        investorProfileChecksActivated: true,
        investorProfileDisclaimer: '',
        showLogo: true,
        ombudsmanText: '',
        defaultProductDisclaimer,
      },
    });
  return async () => {
    if (before) await langRef.set(before);
    else await langRef.delete();
  };
}

/**
 * The holdings reads of the API table (docs/holdings.md), as paths below `products/{id}/`: the GET calls answering
 * 204 when a product has no holdings. Taken from the table, so a holdings read added there is covered at once.
 */
export const HOLDINGS_READS: readonly string[] = API_ENTRIES.filter(
  ([, e]) => e.method === 'GET' && e.response.kind === 'json' && e.response.noData,
).map(([, e]) => e.path.replace(/^products\/:id\//, ''));

interface ApiSuiteOptions<Label extends string> {
  /** Written before the callers sign in, deleted with everything under them afterwards. */
  products: readonly ProductConfig[];
  /** The suite's custom roles: each makes its holders admins of the products listed. */
  roles?: Readonly<Record<string, readonly string[]>>;
  /** The callers by label with the roles their tokens claim (`role:<name>`), and the uid of each. */
  callers: Partial<Record<Label, readonly string[]>>;
  uidOf: (label: Label) => string;
  /** Investor-profile checks on for the English pages ({@link gateEnglishPages}), with this default disclaimer. */
  gateEnglish?: { defaultProductDisclaimer: string };
  /** Fields of the callers' user documents, written once they are signed in. */
  records?: Partial<Record<Label, DocumentData>>;
  /** Whether the callers' user documents (written by triggers or the suite) are deleted with them. */
  userRecords?: boolean;
}

interface ApiSuite<Label extends string> {
  /** The Admin SDK of the functions' project; its `db` and `auth` are there from the suite's first hook on. */
  admin: AdminHandle;
  users: Callers<Label>;
}

/**
 * Registers the hooks of an API suite on its own products: before all, the roles, the English gate, the products and
 * the signed-in callers; after all (after the suite's own clean-up), all of it taken back in reverse.
 */
export function useApiSuite<Label extends string>(options: ApiSuiteOptions<Label>): ApiSuite<Label> {
  let handle: AdminHandle | undefined;
  const ready = (): AdminHandle => {
    if (!handle) throw new Error('the suite has not started');
    return handle;
  };
  const admin: AdminHandle = {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get auth() {
      return ready().auth;
    },
    close: () => ready().close(),
  };
  const users = new Callers<Label>();
  const roles = Object.entries(options.roles ?? {});
  let platformBefore: PlatformBefore;
  let restoreEnglish: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    handle = adminFor(emulatorProjectId());
    for (const [i, [name, productIds]] of roles.entries()) {
      const before = await grantSuiteRole(admin.db, name, productIds);
      if (i === 0) platformBefore = before;
    }
    if (options.gateEnglish)
      restoreEnglish = await gateEnglishPages(admin.db, options.gateEnglish.defaultProductDisclaimer);
    await seedProducts(admin.db, options.products);
    await users.signIn(admin.auth, options.callers, options.uidOf);
    for (const [label, record] of Object.entries(options.records ?? {}) as [Label, DocumentData][])
      await admin.db.doc(paths.user(users.user(label).uid)).set(record);
  });

  afterAll(async () => {
    if (!handle) return;
    await users.remove(admin, { records: options.userRecords ?? false });
    await removeProducts(admin.db, options.products);
    await restoreEnglish?.();
    if (roles.length > 0) await restoreSuiteRoles(admin.db, platformBefore);
    else await bumpCatalogueVersion(admin.db);
    await admin.close();
  });

  return { admin, users };
}
