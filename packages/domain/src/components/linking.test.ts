import { describe, expect, it } from 'vitest';
import { linkIssues, linkTargets, overwriteIssues, planLinks, type Location } from './linking.js';

const catalogue = [
  { productId: 'ge-chf', productShareClassRoot: 'ge' },
  { productId: 'ge-eur', productShareClassRoot: 'ge' },
  { productId: 'ge-usd', productShareClassRoot: 'ge' },
  { productId: 'bond', productShareClassRoot: 'bond' },
];
const at = (productId: string, page: 'overview' | 'factsheet' = 'overview'): Location => ({
  productId,
  page,
});
const self = at('ge-chf');

describe('link targets', () => {
  it('are both pages of every share class of the fund but the component itself', () => {
    expect(linkTargets(self, catalogue)).toEqual([
      at('ge-chf', 'factsheet'),
      at('ge-eur'),
      at('ge-eur', 'factsheet'),
      at('ge-usd'),
      at('ge-usd', 'factsheet'),
    ]);
    expect(linkTargets(at('bond'), catalogue)).toEqual([at('bond', 'factsheet')]);
    expect(linkTargets(at('unknown'), catalogue)).toEqual([]);
  });

  it('refuses itself, duplicates, other funds and products the caller does not administer', () => {
    const issues = linkIssues(
      self,
      [at('ge-chf'), at('ge-eur'), at('ge-eur'), at('bond'), at('ge-usd')],
      catalogue,
      (p) => p !== 'ge-usd',
    );
    expect(issues.map((i) => `${i.code}:${i.productId}`)).toEqual([
      'linkSelf:ge-chf',
      'linkDuplicate:ge-eur',
      'linkOutsideFund:bond',
      'linkNotAdmin:ge-usd',
    ]);
    expect(linkIssues(self, [], catalogue, () => false)).toEqual([]);
  });
});

describe('link plans', () => {
  it('links: every member lists the others', () => {
    const plan = planLinks(self, [], [at('ge-eur'), at('ge-usd')]);
    expect(plan.group).toEqual([
      { location: self, links: [at('ge-eur'), at('ge-usd')] },
      { location: at('ge-eur'), links: [self, at('ge-usd')] },
      { location: at('ge-usd'), links: [self, at('ge-eur')] },
    ]);
    expect(plan.detached).toEqual([]);
  });

  it('unlinking a location makes it independent; unlinking oneself leaves the others linked', () => {
    const before = [at('ge-eur'), at('ge-usd')];
    expect(planLinks(self, before, [at('ge-usd')]).detached).toEqual([{ location: at('ge-eur'), links: [] }]);
    const alone = planLinks(self, before, []);
    expect(alone.group).toEqual([{ location: self, links: [] }]);
    expect(alone.detached).toEqual([
      { location: at('ge-eur'), links: [at('ge-usd')] },
      { location: at('ge-usd'), links: [at('ge-eur')] },
    ]);
  });

  it('overwrites a same-id component of the same type only, and not one of another group', () => {
    const existing = new Map([
      ['ge-eur/overview', { type: 'pie-chart' as const, links: [] }],
      ['ge-usd/overview', { type: 'table' as const, links: [] }],
      ['ge-usd/factsheet', { type: 'pie-chart' as const, links: [at('ge-eur', 'factsheet')] }],
    ]);
    const lookup = (l: Location) => existing.get(`${l.productId}/${l.page}`);
    expect(
      overwriteIssues(
        'pie-chart',
        self,
        [],
        [at('ge-eur'), at('ge-usd'), at('ge-usd', 'factsheet')],
        lookup,
      ).map((i) => `${i.code}:${i.productId}/${i.page}`),
    ).toEqual(['linkTypeConflict:ge-usd/overview', 'linkOtherGroup:ge-usd/factsheet']);
    // Linked to a member of the group being saved: fine.
    expect(
      overwriteIssues('pie-chart', self, [], [at('ge-usd', 'factsheet'), at('ge-eur', 'factsheet')], lookup),
    ).toEqual([]);
  });
});
