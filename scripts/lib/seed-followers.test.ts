import { describe, expect, it } from 'vitest';
import { adminFollowerEntryId, selfFollowerEntryId } from '@portal/domain';
import { loadDemoAccounts } from './seed-accounts.js';
import { loadSeedFollowers, seedFollowerEntries } from './seed-followers.js';
import { loadTenant, repoRoot } from './tenants.js';

const catalogue = loadTenant('demo').catalogue.products;
const now = new Date('2026-11-24T10:00:00Z');
const account = (follows: { productId: string; lang: string }[]) => ({
  uid: 'u1',
  email: 'Investor@Example.test',
  follows,
});

describe('the demo followers', () => {
  it('include the demo investor (self-registered) and added addresses in several languages', () => {
    const accounts = loadDemoAccounts('demo').map((a) => ({
      uid: a.uid,
      email: a.email,
      follows: a.profile.followingProducts,
    }));
    const entries = seedFollowerEntries(
      loadSeedFollowers(repoRoot, 'demo'),
      accounts,
      catalogue,
      'seed',
      now,
    );
    const investor = entries.find((e) => e.follower.uid === 'demo-investor');
    expect(investor?.follower).toMatchObject({ addedByAdmin: false, email: 'investor@demo-am.test' });
    const added = entries.filter((e) => e.follower.addedByAdmin);
    expect(added.length).toBeGreaterThanOrEqual(3);
    expect(new Set(entries.map((e) => e.follower.lang)).size).toBeGreaterThanOrEqual(3);
    expect(added.every((e) => e.follower.addedBy === 'seed' && e.follower.uid === null)).toBe(true);
  });
});

describe('seedFollowerEntries', () => {
  it('gives accounts and addresses the entry ids the mirror and the API use, addresses normalised', () => {
    const entries = seedFollowerEntries(
      { followers: [{ productId: 'swiss-bond-i', email: ' Desk@Bank.test ', lang: 'fr' }] },
      [account([{ productId: 'global-equity-chf', lang: 'de' }])],
      catalogue,
      'seed',
      now,
    );
    expect(entries.map((e) => [e.productId, e.entryId, e.follower.email])).toEqual([
      ['global-equity-chf', selfFollowerEntryId('u1', 'de'), 'investor@example.test'],
      ['swiss-bond-i', adminFollowerEntryId('desk@bank.test'), 'desk@bank.test'],
    ]);
  });

  it('writes nothing for no followers', () => {
    expect(seedFollowerEntries({ followers: [] }, [account([])], catalogue, 'seed', now)).toEqual([]);
  });

  it('refuses an unknown product, a language the product lacks and an address listed twice', () => {
    const run = (followers: { productId: string; email: string; lang: 'en' | 'fr' }[]) => () =>
      seedFollowerEntries({ followers }, [], catalogue, 'seed', now);
    expect(run([{ productId: 'nope', email: 'a@b.test', lang: 'en' }])).toThrow(/nope: no such product/);
    expect(run([{ productId: 'quant-core', email: 'a@b.test', lang: 'fr' }])).toThrow(/no language fr/);
    expect(
      run([
        { productId: 'swiss-bond-i', email: 'a@b.test', lang: 'en' },
        { productId: 'swiss-bond-i', email: 'A@b.test', lang: 'fr' },
      ]),
    ).toThrow(/follows twice/);
  });
});
