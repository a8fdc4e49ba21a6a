import { describe, expect, it } from 'vitest';
import { defaultClassChanges, groupByShareClass, shareClassToOpen } from './share-classes.js';

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

describe('defaultClassChanges: exactly one default class per family', () => {
  const fam = (...defaults: boolean[]) =>
    defaults.map((d, i) => ({ productId: `c${String(i)}`, isDefaultShareClass: d }));
  /** The family's flags after the changes. */
  const after = (
    family: ReturnType<typeof fam>,
    changes: { productId: string; isDefaultShareClass: boolean }[],
  ) =>
    family.map(
      (p) => changes.find((c) => c.productId === p.productId)?.isDefaultShareClass ?? p.isDefaultShareClass,
    );

  it('making a class the default clears the flag of the old default, and lists only what changes', () => {
    const family = fam(true, false, false);
    const result = defaultClassChanges(family, 'c2', true);
    expect(result).toEqual({
      ok: true,
      changes: [
        { productId: 'c0', isDefaultShareClass: false },
        { productId: 'c2', isDefaultShareClass: true },
      ],
    });
    if (result.ok) expect(after(family, result.changes)).toEqual([false, false, true]);
  });

  it('changes nothing when the class already is (or already is not) the default', () => {
    expect(defaultClassChanges(fam(true, false), 'c0', true)).toEqual({ ok: true, changes: [] });
    expect(defaultClassChanges(fam(true, false), 'c1', false)).toEqual({ ok: true, changes: [] });
  });

  it('refuses to leave a family without a default (the editor picks another class instead)', () => {
    expect(defaultClassChanges(fam(true, false), 'c0', false)).toEqual({
      ok: false,
      problem: 'defaultRequired',
    });
    expect(defaultClassChanges(fam(true), 'c0', false)).toEqual({ ok: false, problem: 'defaultRequired' });
  });

  it('repairs a family with several defaults: one remains, whichever way the edit goes', () => {
    const family = fam(true, true, true);
    for (const [id, makeDefault] of [
      ['c1', true],
      ['c1', false],
      ['c0', false],
    ] as const) {
      const result = defaultClassChanges(family, id, makeDefault);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      const flags = after(family, result.changes);
      expect(flags.filter(Boolean)).toHaveLength(1);
      expect(flags[Number(id.slice(1))]).toBe(makeDefault);
    }
  });

  it('gives a family without a default the class that is made default', () => {
    const result = defaultClassChanges(fam(false, false), 'c1', true);
    expect(result).toEqual({ ok: true, changes: [{ productId: 'c1', isDefaultShareClass: true }] });
  });
});
