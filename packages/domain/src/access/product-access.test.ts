import type { UserDefinedRole } from '../schemas/platform-settings.js';
import type { ProductConfigInput } from '../tenant/product-config.js';
import { describe, expect, it } from 'vitest';
import { primaryAccess } from './product-access.js';
import { fxShareClass } from './test-fixtures.js';

const product = fxShareClass;
const roles: UserDefinedRole[] = [
  { name: 'fxManager', allowedProductIds: ['fx-a'] },
  { name: 'fxBManager', allowedProductIds: ['fx-b'] },
];
const ctx = (r: string[]) => ({ roles: r, userDefinedRoles: roles });

describe('primaryAccess', () => {
  it('is absent for unknown products', () => {
    expect(primaryAccess(ctx(['guest']), undefined, []).kind).toBe('absent');
  });

  it('hides hidden products except from staff and the product admins', () => {
    const p = product({ general: { hidden: true } });
    expect(primaryAccess(ctx(['guest']), p, []).kind).toBe('absent');
    expect(primaryAccess(ctx(['insight', 'viewer']), p, []).kind).toBe('absent');
    expect(primaryAccess(ctx(['insight', 'employee']), p, []).kind).toBe('open');
    expect(primaryAccess(ctx(['insight', 'fxManager']), p, []).kind).toBe('open');
  });

  it('locks lockedBehindLogin products for guests only', () => {
    const p = product({ lockedBehindLogin: true });
    expect(primaryAccess(ctx(['guest']), p, []).kind).toBe('locked');
    expect(primaryAccess(ctx(['insight']), p, []).kind).toBe('open');
  });

  it('uses the first mode when there is no live mode, and keeps internal for product admins', () => {
    const p = product({
      live: undefined,
      internal: { mode: 'internal', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
    });
    expect(primaryAccess(ctx(['insight', 'employee']), p, []).kind).toBe('absent');
    expect(primaryAccess(ctx(['insight', 'fxManager']), p, [])).toMatchObject({
      kind: 'open',
      mode: { mode: 'internal' },
    });
  });

  it('honours a mode-level allowedRoles', () => {
    const p = product({
      live: {
        mode: 'live',
        updateFrequency: 'daily',
        genericCardsToShow: ['cumulativeReturns'],
        allowedRoles: ['viewer'],
      },
    });
    expect(primaryAccess(ctx(['insight']), p, []).kind).toBe('absent');
    expect(primaryAccess(ctx(['insight', 'viewer']), p, []).kind).toBe('open');
  });

  it('lets the admins of another share class of the fund use a restricted primary mode', () => {
    const internalOnly: Partial<ProductConfigInput> = {
      live: undefined,
      internal: { mode: 'internal', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
    };
    const a = product(internalOnly);
    const b = product({ ...internalOnly, productId: 'fx-b', isDefaultShareClass: false });
    const other = product({ ...internalOnly, productId: 'fx-c', productShareClassRoot: 'fx-c' });
    expect(primaryAccess(ctx(['insight', 'fxBManager']), a, [a, b, other]).kind).toBe('open');
    expect(primaryAccess(ctx(['insight', 'fxBManager']), other, [a, b, other]).kind).toBe('absent');
  });
});
