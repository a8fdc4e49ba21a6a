import type { ProductDocument } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { inOrder, orderRequestIds, sameOrder, splitDocuments, type AdminDocument } from './document-order';

const record = (order: number, archived = false, created = '2026-01-01T00:00:00Z'): ProductDocument => ({
  displayName: `doc ${order}`,
  file: { path: 'documents/p/x/f.pdf', name: 'f.pdf' },
  lang: 'en',
  shareClass: null,
  loginRequired: false,
  lastFactsheet: false,
  archived,
  order,
  createdAt: new Date(created),
});
const d = (id: string, order: number, archived = false, created?: string): AdminDocument => ({
  id,
  doc: record(order, archived, created),
});
const ids = (docs: readonly AdminDocument[]) => docs.map((x) => x.id);

describe('splitDocuments', () => {
  it('sorts by order (then creation, then id) and separates the archived ones', () => {
    const { active, archived } = splitDocuments([
      d('c', 2),
      d('x', 0, true),
      d('a', 0),
      d('b2', 1, false, '2026-02-01T00:00:00Z'),
      d('b1', 1, false, '2026-01-15T00:00:00Z'),
    ]);
    expect(ids(active)).toEqual(['a', 'b1', 'b2', 'c']);
    expect(ids(archived)).toEqual(['x']);
  });
});

describe('inOrder', () => {
  const active = [d('a', 0), d('b', 1), d('c', 2)];

  it('is the live order without an order being saved', () => {
    expect(ids(inOrder(active, null))).toEqual(['a', 'b', 'c']);
  });

  it('shows the order being saved, documents it does not know (new uploads) last', () => {
    expect(ids(inOrder(active, ['c', 'a']))).toEqual(['c', 'a', 'b']);
    expect(ids(inOrder(active, ['b', 'gone', 'a', 'c']))).toEqual(['b', 'a', 'c']);
  });
});

describe('orderRequestIds', () => {
  it('lists every document once: the active ones in the new order, then the archived ones', () => {
    expect(orderRequestIds(['b', 'a'], [d('x', 5, true), d('y', 1, true)])).toEqual(['b', 'a', 'x', 'y']);
  });
});

describe('sameOrder', () => {
  it('compares ids position by position', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
