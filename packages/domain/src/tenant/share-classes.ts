import type { ProductConfig } from './product-config.js';

/*
 * Share-class families: the catalogue lists each share class as a product of its own, grouped by
 * `productShareClassRoot` (schemas/product.ts). A link that names a family rather than one class (the navigation's
 * one entry per fund) must open one of its classes: seed 000 §4 step 6 remembers, per root, the class last shown.
 */

type ShareClass = Pick<ProductConfig, 'productId' | 'isDefaultShareClass'>;

/**
 * The class a link to a share-class family opens: the one the visitor last viewed (`remembered`, a product id from
 * browser storage) while it is still among `members` (the classes this visitor may open), else the default class
 * (`isDefaultShareClass`), else the first. `undefined` only for an empty family.
 */
export function shareClassToOpen<T extends ShareClass>(
  members: readonly T[],
  remembered: string | undefined,
): T | undefined {
  return (
    (remembered === undefined ? undefined : members.find((p) => p.productId === remembered)) ??
    members.find((p) => p.isDefaultShareClass) ??
    members[0]
  );
}

export interface ShareClassGroup<T> {
  root: string;
  /** The default share class when it is among the products, else the first one. */
  primary: T;
  members: T[];
}

/** Groups products by share-class root in order of first appearance (the navigation shows one entry per fund). */
export function groupByShareClass<T extends ShareClass & Pick<ProductConfig, 'productShareClassRoot'>>(
  products: readonly T[],
): ShareClassGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const product of products) {
    const members = groups.get(product.productShareClassRoot);
    if (members) members.push(product);
    else groups.set(product.productShareClassRoot, [product]);
  }
  return [...groups].flatMap(([root, members]) => {
    const primary = shareClassToOpen(members, undefined);
    return primary ? [{ root, primary, members }] : [];
  });
}

export interface DefaultClassChange {
  productId: string;
  isDefaultShareClass: boolean;
}

/**
 * The flag writes that give class `productId` of a family the default flag `makeDefault` while the family keeps
 * exactly one default class (seed 000 §4: a link to the fund opens it). Making a class the default clears the flag
 * of every other member; taking it from a class works only while another class is (or becomes) the default, else
 * `defaultRequired` (an editor picks the new default instead). A family that holds several defaults (old data) is
 * repaired on the way: the first of them stays. Only flags that change are listed, the edited class's included; the
 * caller writes them all in one transaction so the family is never left half-switched.
 */
export function defaultClassChanges(
  family: readonly ShareClass[],
  productId: string,
  makeDefault: boolean,
): { ok: true; changes: DefaultClassChange[] } | { ok: false; problem: 'defaultRequired' } {
  const others = family.filter((p) => p.productId !== productId);
  const keep = makeDefault ? productId : others.find((p) => p.isDefaultShareClass)?.productId;
  if (keep === undefined) return { ok: false, problem: 'defaultRequired' };
  const current = new Map(family.map((p) => [p.productId, p.isDefaultShareClass]));
  if (!current.has(productId)) current.set(productId, !makeDefault);
  const changes = [...current].flatMap(([id, flag]) =>
    flag === (id === keep) ? [] : [{ productId: id, isDefaultShareClass: id === keep }],
  );
  return { ok: true, changes };
}
