import { describe, expect, it } from 'vitest';
import { productConfigSchema, PRODUCT_ROLES } from '../tenant/product-config.js';
import { genericComponentSchema, componentDocId } from './components.js';
import { productDocumentSchema } from './documents.js';
import { fileRefSchema } from './file-ref.js';
import { followerSchema, normalizeFollowerEmail, selfFollowerEntryId } from './followers.js';
import { holdingOverrideSchema, holdingSnapshotSchema } from './holdings.js';
import { operationRecordSchema } from './operations.js';
import { platformSettingsSchema } from './platform-settings.js';
import { productAdminClaimsSchema } from './product-admin-claims.js';
import {
  PRODUCT_ADMIN_EDITABLE_FIELDS,
  productDocSchema,
  productLangSchema,
  productRolesHeld,
} from './product.js';
import { USER_PROTECTED_FIELDS, USER_RECORD_FIELDS, userRecordSchema } from './user.js';

const baseProduct = {
  productId: 'fund-a',
  storeModule: 'funds',
  productName: 'Fund A',
  productShareClassRoot: 'fund-a',
  isDefaultShareClass: true,
  availableLanguages: ['en'],
  currency: 'CHF',
  inceptionDate: '2020-01-02',
  live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
};
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);

describe('products', () => {
  it('stores allowedRoles always, [] for an open product (the list queries ask for it)', () => {
    expect(productDocSchema.parse(baseProduct).allowedRoles).toEqual([]);
    expect(productDocSchema.parse({ ...baseProduct, allowedRoles: ['viewer'] }).allowedRoles).toEqual([
      'viewer',
    ]);
  });

  it('accepts only built-in roles in allowedRoles, naming the refused value', () => {
    const custom = productConfigSchema.safeParse({
      ...baseProduct,
      allowedRoles: ['viewer', 'alpinumManagers'],
    });
    expect(issuesOf(custom)).toEqual([
      expect.stringMatching(/^allowedRoles\.1: expected a built-in role \(insight, viewer, /) as string,
    ]);
    const colon = productConfigSchema.safeParse({ ...baseProduct, allowedRoles: ['role:viewer'] });
    expect(issuesOf(colon)).toEqual(['allowedRoles.0: a role name must not contain a colon']);
    expect(productConfigSchema.safeParse({ ...baseProduct, allowedRoles: [...PRODUCT_ROLES] }).success).toBe(
      true,
    );
  });

  it('lets product admins edit content fields only', () => {
    const keys = Object.keys(productConfigSchema.shape);
    for (const field of PRODUCT_ADMIN_EDITABLE_FIELDS) expect(keys).toContain(field);
    for (const guarded of [
      'general',
      'allowedRoles',
      'accessRestrictions',
      'dev',
      'live',
      'internal',
      'factsheet',
    ]) {
      expect(PRODUCT_ADMIN_EDITABLE_FIELDS as readonly string[]).not.toContain(guarded);
    }
  });

  it('asks the product list only for product roles the user holds', () => {
    expect(productRolesHeld(['insight', 'viewer', 'alpinumManagers'])).toEqual(['insight', 'viewer']);
    expect(productRolesHeld(['guest'])).toEqual([]);
  });

  it('keeps follower e-mail addresses out of the per-language product document', () => {
    expect(productLangSchema.parse({ id: 'de' }).factsheet.style.fontSize).toBe('normal');
    const withFollowers = productLangSchema.safeParse({ id: 'de', additionalFollowers: ['a@example.test'] });
    expect(withFollowers.success).toBe(false);
  });
});

describe('followers and users', () => {
  const follower = {
    productId: 'fund-a',
    email: 'jane@example.test',
    lang: 'en',
    addedByAdmin: true,
    uid: null,
    addedBy: 'admin-1',
    createdAt: new Date(),
  };
  it('tells admin-added and self-registered followers apart', () => {
    expect(followerSchema.safeParse(follower).success).toBe(true);
    expect(
      followerSchema.safeParse({ ...follower, addedByAdmin: false, uid: 'u1', addedBy: null }).success,
    ).toBe(true);
    expect(followerSchema.safeParse({ ...follower, uid: 'u1' }).success).toBe(false);
    expect(followerSchema.safeParse({ ...follower, email: 'not an e-mail' }).success).toBe(false);
    expect(selfFollowerEntryId('u1', 'de')).toBe('user-u1-de');
    expect(normalizeFollowerEmail('  Jane@Example.TEST ')).toBe('jane@example.test');
  });

  it('lists every user field and the protected ones among them', () => {
    expect(USER_RECORD_FIELDS).toEqual(Object.keys(userRecordSchema.shape));
    for (const f of USER_PROTECTED_FIELDS) expect(USER_RECORD_FIELDS).toContain(f);
  });
});

describe('platform settings and derived claims', () => {
  it('refuses custom roles that shadow a built-in role or repeat a name', () => {
    const result = platformSettingsSchema.safeParse({
      langs: ['en'],
      iam: {
        userDefinedRoles: [
          { name: 'viewer', allowedProductIds: ['a'] },
          { name: 'desk', allowedProductIds: ['a'] },
          { name: 'desk', allowedProductIds: ['b'] },
        ],
      },
    });
    expect(issuesOf(result)).toEqual([
      'iam.userDefinedRoles.0.name: "viewer" is a built-in role; choose another name',
      'iam.userDefinedRoles.2.name: duplicate role "desk"',
    ]);
  });

  it('accepts only role claims in the derived document', () => {
    expect(
      productAdminClaimsSchema.safeParse({ byProduct: { a: ['role:desk'] }, anyProduct: ['role:desk'] })
        .success,
    ).toBe(true);
    expect(productAdminClaimsSchema.safeParse({ byProduct: { a: ['desk'] }, anyProduct: [] }).success).toBe(
      false,
    );
    expect(
      productAdminClaimsSchema.safeParse({ byProduct: { a: ['role:a:b'] }, anyProduct: [] }).success,
    ).toBe(false);
  });
});

describe('documents, components, holdings, operations', () => {
  it('refuses file paths that escape the store', () => {
    expect(fileRefSchema.safeParse({ path: 'documents/a/f.pdf', name: 'f.pdf' }).success).toBe(true);
    expect(fileRefSchema.safeParse({ path: '/etc/passwd', name: 'x' }).success).toBe(false);
    expect(fileRefSchema.safeParse({ path: 'documents/../secret', name: 'x' }).success).toBe(false);
  });

  it('defaults a document to active, public and not the last factsheet', () => {
    const d = productDocumentSchema.parse({
      displayName: ' Annual report ',
      file: { path: 'documents/a/r.pdf', name: 'r.pdf' },
      lang: 'en',
      order: 0,
      createdAt: new Date(),
    });
    expect(d).toMatchObject({
      displayName: 'Annual report',
      archived: false,
      loginRequired: false,
      lastFactsheet: false,
    });
  });

  const component = (type: string, content: Record<string, unknown>) => ({
    id: 'c1',
    page: 'overview',
    type,
    content,
    order: 0,
    updatedAt: new Date(),
  });
  it('never saves an empty or partly filled component', () => {
    expect(genericComponentSchema.safeParse(component('text', { en: { text: '<p>Hi</p>' } })).success).toBe(
      true,
    );
    expect(
      issuesOf(genericComponentSchema.safeParse(component('text', { en: { text: '<p> </p>' } }))),
    ).toEqual(['content.en: textRequired']);
    expect(issuesOf(genericComponentSchema.safeParse(component('text', {})))).toEqual(['content: noContent']);
    expect(
      issuesOf(
        genericComponentSchema.safeParse(
          component('pie-chart', { en: { rows: [{ key: 'A', value: 'x' }] } }),
        ),
      ),
    ).toEqual(['content.en: valueNotNumber (row 1, column 2, value "x")']);
    expect(
      issuesOf(
        genericComponentSchema.safeParse(
          component('line-chart', { en: { rows: [{ key: 'May', value: 1 }] } }),
        ),
      ),
    ).toEqual(['content.en: dateInvalid (row 1, column 1, value "May")']);
    expect(
      issuesOf(
        genericComponentSchema.safeParse(component('table', { en: { rows: [{ key: 'A', value: '1' }] } })),
      ),
    ).toEqual(['content.en: columnRequired (column 1)', 'content.en: columnRequired (column 2)']);
    const uneven = component('vertical-bar-chart', {
      en: { rows: [{ key: 'A', value: 1 }] },
      de: {
        rows: [
          { key: 'A', value: 1 },
          { key: 'B', value: 2 },
        ],
      },
    });
    expect(issuesOf(genericComponentSchema.safeParse(uneven))).toEqual(['content: rowCount']);
    expect(componentDocId('factsheet', 'c1')).toBe('factsheet--c1');
  });

  const holding = {
    holdingName: 'Nestle',
    currency: 'CHF',
    isin: 'CH0038863350',
    assetClass: 'equity',
    instrumentType: 'share',
    sector: 'consumerStaples',
    region: 'europe',
    weight: 0.05,
    value: 100,
  };
  it('refuses a holding key twice in one snapshot, and empty overrides', () => {
    const snapshot = {
      productId: 'a',
      date: '2024-12-31',
      holdings: [holding, holding],
      importedAt: new Date(),
      importedBy: 'u',
    };
    expect(issuesOf(holdingSnapshotSchema.safeParse(snapshot))).toEqual([
      'holdings.1: duplicate holding "Nestle" (CHF, CH0038863350)',
    ]);
    const override = {
      productId: 'a',
      key: { holdingName: 'Nestle', currency: 'CHF', isin: '' },
      values: {},
      updatedAt: new Date(),
      updatedBy: 'u',
    };
    expect(issuesOf(holdingOverrideSchema.safeParse(override))).toEqual([
      'values: an override needs at least one value',
    ]);
  });

  it('validates operation records per kind', () => {
    const base = { status: 'pending', createdAt: new Date(), createdBy: 'u1', productIds: ['a'] };
    expect(operationRecordSchema.safeParse({ ...base, kind: 'bulkPriceUpdate', dryRun: true }).success).toBe(
      true,
    );
    expect(operationRecordSchema.safeParse({ ...base, kind: 'export' }).success).toBe(false);
    expect(
      operationRecordSchema.safeParse({ ...base, kind: 'export', status: 'running', productIds: [] }).success,
    ).toBe(true);
    expect(
      issuesOf(
        operationRecordSchema.safeParse({ ...base, kind: 'bulkPriceUpdate', dryRun: true, productIds: [] }),
      ),
    ).toEqual(['productIds: name at least one product']);
    expect(
      issuesOf(
        operationRecordSchema.safeParse({
          ...base,
          kind: 'bulkPriceUpdate',
          dryRun: true,
          productIds: ['a', 'a'],
        }),
      ),
    ).toEqual(['productIds: duplicate product id']);
    const factsheets = {
      ...base,
      kind: 'factsheetGeneration',
      languages: ['en', 'de'],
      lastFactsheetDate: '2024-12-31',
      needLogin: false,
      isLastFactsheet: true,
    };
    expect(operationRecordSchema.safeParse(factsheets).success).toBe(true);
    expect(operationRecordSchema.safeParse({ ...factsheets, languages: [] }).success).toBe(false);
  });
});
