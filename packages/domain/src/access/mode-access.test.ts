import { describe, expect, it } from 'vitest';
import type { AnalysisModeId } from '../constants.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import type { ProductConfigInput } from '../tenant/product-config.js';
import { modeDecision, primaryModeDecision, productDecision, usableModes } from './mode-access.js';
import { BUILT_IN_CALLERS, fxShareClass, mode } from './test-fixtures.js';

const product = (over: Partial<ProductConfigInput> = {}) =>
  fxShareClass({ historical: mode('historical'), internal: mode('internal'), ...over });

const PRODUCTS = {
  open: product(),
  hidden: product({ general: { hidden: true } }),
  dev: product({ dev: true }),
  locked: product({ lockedBehindLogin: true }),
  viewerOnly: product({ allowedRoles: ['viewer'] }),
  liveOnly: product({ historical: undefined, internal: undefined }),
  viewerMode: product({ historical: mode('historical', { allowedRoles: ['viewer'] }) }),
};

const userDefinedRoles: UserDefinedRole[] = [
  { name: 'fxManager', allowedProductIds: ['fx-a'] },
  { name: 'otherManager', allowedProductIds: ['fx-b'] },
];
const CALLERS = {
  ...BUILT_IN_CALLERS,
  manager: ['insight', 'fxManager'],
  otherManager: ['insight', 'otherManager'],
} as const;
type Caller = keyof typeof CALLERS;
type ProductKey = keyof typeof PRODUCTS | 'unknown';

const ctx = (c: Caller) => ({ roles: CALLERS[c], userDefinedRoles });
// Every fixture is a variant of fx-a: the share classes of a fund are covered by section-access.test.ts.
const CATALOGUE = Object.values(PRODUCTS);
const productOf = (p: ProductKey) => (p === 'unknown' ? undefined : PRODUCTS[p]);
const outcome = (p: ProductKey, m: AnalysisModeId, c: Caller) => {
  const d = modeDecision(ctx(c), productOf(p), m, CATALOGUE);
  return d.kind === 'allow' ? 'allow' : `${d.status} ${d.reason}`;
};

// [product, mode, caller, expected]: every rule of the policy, and its order, once per caller kind.
const TABLE: [ProductKey, AnalysisModeId, Caller, string][] = [
  ['unknown', 'live', 'guest', '404 unknownProduct'],
  ['unknown', 'live', 'admin', '404 unknownProduct'],
  ['open', 'live', 'guest', 'allow'],
  ['open', 'live', 'investor', 'allow'],
  ['open', 'historical', 'guest', 'allow'],
  ['open', 'internal', 'guest', '401 internalMode'],
  ['open', 'internal', 'investor', '403 internalMode'],
  ['open', 'internal', 'viewer', '403 internalMode'],
  ['open', 'internal', 'employee', '403 internalMode'],
  ['open', 'internal', 'otherManager', '403 internalMode'],
  ['open', 'internal', 'admin', 'allow'],
  ['open', 'internal', 'superAdmin', 'allow'],
  ['open', 'internal', 'manager', 'allow'],
  ['liveOnly', 'historical', 'guest', '404 unknownMode'],
  ['liveOnly', 'internal', 'admin', '404 unknownMode'],
  ['hidden', 'live', 'guest', '404 hiddenProduct'],
  ['hidden', 'live', 'investor', '404 hiddenProduct'],
  ['hidden', 'live', 'viewer', '404 hiddenProduct'],
  ['hidden', 'live', 'otherManager', '404 hiddenProduct'],
  ['hidden', 'internal', 'investor', '404 hiddenProduct'],
  ['hidden', 'live', 'employee', 'allow'],
  ['hidden', 'live', 'admin', 'allow'],
  ['hidden', 'live', 'manager', 'allow'],
  ['hidden', 'internal', 'employee', '403 internalMode'],
  ['dev', 'live', 'investor', '404 hiddenProduct'],
  ['dev', 'live', 'employee', 'allow'],
  ['locked', 'live', 'guest', '401 loginRequired'],
  ['locked', 'live', 'investor', 'allow'],
  ['locked', 'internal', 'guest', '401 loginRequired'],
  ['viewerOnly', 'live', 'guest', '401 productRoles'],
  ['viewerOnly', 'live', 'investor', '403 productRoles'],
  ['viewerOnly', 'live', 'viewer', 'allow'],
  ['viewerOnly', 'live', 'employee', 'allow'],
  ['viewerOnly', 'live', 'manager', 'allow'],
  ['viewerOnly', 'live', 'otherManager', '403 productRoles'],
  ['viewerOnly', 'historical', 'investor', '403 productRoles'],
  ['viewerMode', 'historical', 'guest', '401 modeRoles'],
  ['viewerMode', 'historical', 'investor', '403 modeRoles'],
  ['viewerMode', 'historical', 'viewer', 'allow'],
  ['viewerMode', 'historical', 'employee', 'allow'],
  ['viewerMode', 'historical', 'admin', 'allow'],
  ['viewerMode', 'live', 'investor', 'allow'],
];

describe('modeDecision', () => {
  it.each(TABLE)('%s / %s / %s -> %s', (p, m, c, expected) => {
    expect(outcome(p, m, c)).toBe(expected);
  });

  it('returns the product and the mode config when allowed', () => {
    const d = modeDecision(ctx('admin'), PRODUCTS.open, 'internal', CATALOGUE);
    expect(d).toMatchObject({ kind: 'allow', product: { productId: 'fx-a' }, mode: { mode: 'internal' } });
  });
});

describe('productDecision', () => {
  it.each([
    ['unknown', 'guest', '404'],
    ['hidden', 'investor', '404'],
    ['hidden', 'manager', 'allow'],
    ['viewerOnly', 'guest', '401'],
    ['viewerOnly', 'investor', '403'],
    ['locked', 'guest', '401'],
    ['locked', 'investor', 'allow'],
    ['open', 'guest', 'allow'],
  ] as const)('%s / %s -> %s', (p, c, expected) => {
    const d = productDecision(ctx(c), productOf(p));
    expect(d.kind === 'allow' ? 'allow' : String(d.status)).toBe(expected);
  });
});

describe('primaryModeDecision and usableModes', () => {
  it('decides on live when configured, else on the first mode', () => {
    expect(primaryModeDecision(ctx('guest'), PRODUCTS.open, CATALOGUE)).toMatchObject({
      mode: { mode: 'live' },
    });
    const internalOnly = product({ live: undefined, historical: undefined });
    expect(primaryModeDecision(ctx('employee'), internalOnly, CATALOGUE)).toMatchObject({
      kind: 'deny',
      status: 403,
    });
    expect(primaryModeDecision(ctx('manager'), internalOnly, CATALOGUE)).toMatchObject({
      mode: { mode: 'internal' },
    });
  });

  it('lists the tabs the caller may open', () => {
    const ids = (c: Caller, p = PRODUCTS.viewerMode) => usableModes(ctx(c), p, CATALOGUE).map((m) => m.mode);
    expect(ids('guest')).toEqual(['live']);
    expect(ids('viewer')).toEqual(['live', 'historical']);
    expect(ids('employee')).toEqual(['live', 'historical']);
    expect(ids('admin')).toEqual(['live', 'historical', 'internal']);
    expect(ids('investor', PRODUCTS.hidden)).toEqual([]);
  });
});
