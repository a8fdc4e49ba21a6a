import { describe, expect, it } from 'vitest';
import { applyCustomRoleChange, CUSTOM_ROLES_MAX, customRoleIssues } from './custom-roles.js';

const productIds = ['alpha', 'beta', 'gamma'];
const existing = [
  { name: 'alphaManagers', allowedProductIds: ['alpha'] },
  { name: 'betaTeam', allowedProductIds: ['beta', 'gamma'] },
];

describe('customRoleIssues', () => {
  it('accepts a new role with a fresh name and catalogue products', () => {
    expect(
      customRoleIssues({ name: ' gammaDesk ', allowedProductIds: ['gamma'] }, { existing, productIds }),
    ).toEqual([]);
  });

  it.each([
    ['', 'nameRequired'],
    ['   ', 'nameRequired'],
    ['x'.repeat(61), 'nameTooLong'],
    ['fund:admin', 'nameColon'],
    ['role:alpha', 'nameColon'],
    ['admin', 'nameBuiltIn'],
    ['SuperAdmin', 'nameBuiltIn'],
    ['insight', 'nameBuiltIn'],
    ['guest', 'nameBuiltIn'],
    ['alvolaCHF', 'nameBuiltIn'],
    ['alphaManagers', 'nameTaken'],
    ['ALPHAMANAGERS', 'nameTaken'],
  ])('refuses the name %j (%s)', (name, problem) => {
    const issues = customRoleIssues({ name, allowedProductIds: ['alpha'] }, { existing, productIds });
    expect(issues.map((i) => [i.field, i.problem])).toEqual([['name', problem]]);
  });

  it('lets a role keep its own name when edited', () => {
    expect(
      customRoleIssues(
        { name: 'alphaManagers', allowedProductIds: ['alpha', 'beta'] },
        { existing, productIds, editing: 'alphaManagers' },
      ),
    ).toEqual([]);
  });

  it('needs at least one product, each of the catalogue, and lists every unknown one', () => {
    expect(customRoleIssues({ name: 'x', allowedProductIds: [] }, { existing, productIds })).toEqual([
      { field: 'allowedProductIds', problem: 'productsRequired' },
    ]);
    expect(
      customRoleIssues(
        { name: 'x', allowedProductIds: ['alpha', 'gone', 'nope', 'gone'] },
        { existing, productIds },
      ),
    ).toEqual([
      { field: 'allowedProductIds', problem: 'unknownProduct', value: 'gone' },
      { field: 'allowedProductIds', problem: 'unknownProduct', value: 'nope' },
    ]);
  });

  it('reports a bad name and bad products together', () => {
    const issues = customRoleIssues({ name: 'a:b', allowedProductIds: [] }, { existing, productIds });
    expect(issues.map((i) => i.problem)).toEqual(['nameColon', 'productsRequired']);
  });
});

describe('applyCustomRoleChange', () => {
  it('adds a normalised role at the end', () => {
    expect(
      applyCustomRoleChange(
        existing,
        { kind: 'add', role: { name: ' desk ', allowedProductIds: ['beta', 'beta'] } },
        productIds,
      ),
    ).toEqual({ ok: true, roles: [...existing, { name: 'desk', allowedProductIds: ['beta'] }] });
  });

  it('adds the first role to an empty list', () => {
    expect(
      applyCustomRoleChange(
        [],
        { kind: 'add', role: { name: 'one', allowedProductIds: ['alpha'] } },
        productIds,
      ),
    ).toEqual({ ok: true, roles: [{ name: 'one', allowedProductIds: ['alpha'] }] });
  });

  it('refuses a duplicate added meanwhile and a list at its limit', () => {
    expect(
      applyCustomRoleChange(
        existing,
        { kind: 'add', role: { name: 'betateam', allowedProductIds: ['beta'] } },
        productIds,
      ),
    ).toEqual({ ok: false, issues: [{ field: 'name', problem: 'nameTaken', value: 'betateam' }] });
    const full = Array.from({ length: CUSTOM_ROLES_MAX }, (_, i) => ({
      name: `r${i}`,
      allowedProductIds: ['alpha'],
    }));
    const result = applyCustomRoleChange(
      full,
      { kind: 'add', role: { name: 'more', allowedProductIds: ['alpha'] } },
      productIds,
    );
    expect(result).toEqual({ ok: false, issues: [{ field: 'name', problem: 'tooManyRoles' }] });
  });

  it('edits the products of one role in place, keeping the others', () => {
    expect(
      applyCustomRoleChange(
        existing,
        { kind: 'edit', name: 'betaTeam', allowedProductIds: ['alpha'] },
        productIds,
      ),
    ).toEqual({
      ok: true,
      roles: [existing[0], { name: 'betaTeam', allowedProductIds: ['alpha'] }],
    });
    expect(
      applyCustomRoleChange(existing, { kind: 'edit', name: 'betaTeam', allowedProductIds: [] }, productIds),
    ).toEqual({ ok: false, issues: [{ field: 'allowedProductIds', problem: 'productsRequired' }] });
  });

  it('deletes a role; a role deleted meanwhile is not found', () => {
    expect(applyCustomRoleChange(existing, { kind: 'delete', name: 'alphaManagers' }, productIds)).toEqual({
      ok: true,
      roles: [existing[1]],
    });
    expect(applyCustomRoleChange(existing, { kind: 'delete', name: 'gone' }, productIds)).toEqual({
      ok: false,
      issues: [{ field: 'name', problem: 'roleNotFound', value: 'gone' }],
    });
    expect(
      applyCustomRoleChange(
        existing,
        { kind: 'edit', name: 'gone', allowedProductIds: ['alpha'] },
        productIds,
      ).ok,
    ).toBe(false);
  });
});
