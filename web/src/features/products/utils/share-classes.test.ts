import { describe, expect, it } from 'vitest';
import { groupByShareClass } from './share-classes';

const p = (id: string, root: string, isDefault: boolean) => ({
  productId: id,
  productShareClassRoot: root,
  isDefaultShareClass: isDefault,
});

describe('groupByShareClass', () => {
  it('keeps one entry per root, showing the default class, in first-appearance order', () => {
    const groups = groupByShareClass([p('b-usd', 'b', false), p('a', 'a', true), p('b-chf', 'b', true)]);
    expect(groups.map((g) => [g.root, g.primary.productId, g.members.length])).toEqual([
      ['b', 'b-chf', 2],
      ['a', 'a', 1],
    ]);
  });

  it('falls back to the first visible class when the default one is not visible', () => {
    const groups = groupByShareClass([p('c-eur', 'c', false), p('c-gbp', 'c', false)]);
    expect(groups[0]?.primary.productId).toBe('c-eur');
  });
});
