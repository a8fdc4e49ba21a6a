import { describe, expect, it } from 'vitest';
import { groupByShareClass, shareClassToOpen } from './share-classes.js';

const p = (id: string, root: string, isDefault: boolean) => ({
  productId: id,
  productShareClassRoot: root,
  isDefaultShareClass: isDefault,
});

describe('shareClassToOpen (seed 000 §4 step 6)', () => {
  const family = [p('fund-chf', 'fund', true), p('fund-eur-h', 'fund', false), p('fund-usd', 'fund', false)];

  it('opens the class last viewed in the family', () => {
    expect(shareClassToOpen(family, 'fund-eur-h')?.productId).toBe('fund-eur-h');
  });

  it('opens the default class when nothing is remembered', () => {
    expect(shareClassToOpen(family, undefined)?.productId).toBe('fund-chf');
  });

  it('ignores a remembered class the visitor may no longer open (or of another family)', () => {
    expect(shareClassToOpen(family, 'fund-gbp')?.productId).toBe('fund-chf');
    expect(shareClassToOpen(family, 'other-chf')?.productId).toBe('fund-chf');
  });

  it('falls back to the first class without a visible default, and to nothing for an empty family', () => {
    const withoutDefault = [p('fund-eur-h', 'fund', false), p('fund-usd', 'fund', false)];
    expect(shareClassToOpen(withoutDefault, undefined)?.productId).toBe('fund-eur-h');
    expect(shareClassToOpen(withoutDefault, 'fund-usd')?.productId).toBe('fund-usd');
    expect(shareClassToOpen<ReturnType<typeof p>>([], 'fund-usd')).toBeUndefined();
  });
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
