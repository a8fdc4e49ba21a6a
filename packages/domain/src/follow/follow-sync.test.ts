import { describe, expect, it } from 'vitest';
import { adminFollowerEntryId, followerMailMarkerId } from '../schemas/followers.js';
import { followSyncPlan, isDocumentPublication, selfFollowerEntries } from './follow-sync.js';

const record = (email: string, follows: { productId: string; lang: 'en' | 'de' | 'fr' | 'pt' }[]) => ({
  email,
  followingProducts: follows,
});

describe('selfFollowerEntries', () => {
  it('gives one entry per followed product and language, with the normalised e-mail', () => {
    expect(selfFollowerEntries('u1', record(' Ivy@Example.com', [{ productId: 'p1', lang: 'de' }]))).toEqual([
      { productId: 'p1', entryId: 'user-u1-de', lang: 'de', email: 'ivy@example.com' },
    ]);
  });

  it('gives none for a deleted record or a user who follows nothing', () => {
    expect(selfFollowerEntries('u1', null)).toEqual([]);
    expect(selfFollowerEntries('u1', record('a@example.com', []))).toEqual([]);
  });

  it('keeps a follow listed twice once', () => {
    const follows = [
      { productId: 'p1', lang: 'en' as const },
      { productId: 'p1', lang: 'en' as const },
    ];
    expect(selfFollowerEntries('u1', record('a@example.com', follows))).toHaveLength(1);
  });
});

describe('followSyncPlan', () => {
  const before = selfFollowerEntries(
    'u1',
    record('a@example.com', [
      { productId: 'p1', lang: 'en' },
      { productId: 'p2', lang: 'en' },
    ]),
  );

  it('removes unfollowed products and writes the rest', () => {
    const after = selfFollowerEntries('u1', record('a@example.com', [{ productId: 'p2', lang: 'en' }]));
    expect(followSyncPlan(before, after)).toEqual({
      upsert: after,
      remove: [{ productId: 'p1', entryId: 'user-u1-en' }],
    });
  });

  it('removes everything when the user is deleted', () => {
    expect(followSyncPlan(before, []).remove).toHaveLength(2);
  });

  it('rewrites every entry with a changed e-mail and removes none', () => {
    const after = selfFollowerEntries(
      'u1',
      record('new@example.com', [
        { productId: 'p1', lang: 'en' },
        { productId: 'p2', lang: 'en' },
      ]),
    );
    const plan = followSyncPlan(before, after);
    expect(plan.remove).toEqual([]);
    expect(plan.upsert.map((e) => e.email)).toEqual(['new@example.com', 'new@example.com']);
  });

  it('is stable when run again on the same state', () => {
    expect(followSyncPlan(before, before)).toEqual({ upsert: before, remove: [] });
  });
});

describe('isDocumentPublication', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it('publishes an active document created or unarchived', () => {
    expect(isDocumentPublication(undefined, { archived: false }, now)).toBe(true);
    expect(isDocumentPublication(undefined, { archived: false, createdAt: now }, now)).toBe(true);
    expect(isDocumentPublication(undefined, { archived: false, createdAt: hoursAgo(24) }, now)).toBe(true);
    // Unarchiving an old document is news, whatever its date.
    expect(
      isDocumentPublication({ archived: true }, { archived: false, createdAt: hoursAgo(9000) }, now),
    ).toBe(true);
  });

  it('does not publish an edit, an archiving, an archived upload, a delete or an import of an old document', () => {
    expect(isDocumentPublication({ archived: false }, { archived: false }, now)).toBe(false);
    expect(isDocumentPublication({ archived: false }, { archived: true }, now)).toBe(false);
    expect(isDocumentPublication(undefined, { archived: true }, now)).toBe(false);
    expect(isDocumentPublication({ archived: false }, undefined, now)).toBe(false);
    expect(isDocumentPublication(undefined, { archived: false, createdAt: hoursAgo(25) }, now)).toBe(false);
  });
});

describe('follower ids', () => {
  it('gives one admin entry id per address whatever its case, never with a slash', () => {
    expect(adminFollowerEntryId(' A/B@Example.com')).toBe(adminFollowerEntryId('a/b@example.com'));
    expect(adminFollowerEntryId('a/b@example.com')).not.toContain('/');
  });

  it('gives one mail marker per product, document and address', () => {
    expect(followerMailMarkerId('p1', 'd1', 'X@example.com')).toBe(
      followerMailMarkerId('p1', 'd1', 'x@example.com'),
    );
    expect(followerMailMarkerId('p1', 'd1', 'x@example.com')).not.toBe(
      followerMailMarkerId('p1', 'd2', 'x@example.com'),
    );
  });
});
