import type { ProductConfig } from '@portal/domain';

export interface ShareClassGroup<T> {
  root: string;
  /** The default share class when it is among the products, else the first one. */
  primary: T;
  members: T[];
}

/** Groups products by share-class root in order of first appearance (the navigation shows one entry per fund). */
export function groupByShareClass<
  T extends Pick<ProductConfig, 'productShareClassRoot' | 'isDefaultShareClass'>,
>(products: readonly T[]): ShareClassGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const product of products) {
    const members = groups.get(product.productShareClassRoot);
    if (members) members.push(product);
    else groups.set(product.productShareClassRoot, [product]);
  }
  return [...groups].flatMap(([root, members]) => {
    const primary = members.find((p) => p.isDefaultShareClass) ?? members[0];
    return primary ? [{ root, primary, members }] : [];
  });
}
