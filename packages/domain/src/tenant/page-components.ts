/*
 * The page components a tenant may name (seed 000 §2 "/products/{productId}/use-case", seed 001 §3 `useCase`, the
 * tenant pages of `extraSections`): products.json `useCase.componentPath` and tenant.json
 * `extraSections[].pages[].component`. The web app registers one component per name (web `tenant-pages`, typed by
 * this list, so a name without a component does not compile) and `tenants:check` refuses a name that is not here.
 */

export const PAGE_COMPONENT_NAMES = ['alpinum-use-case', 'alvola-launch', 'largest-drawdowns'] as const;
export type PageComponent = (typeof PAGE_COMPONENT_NAMES)[number];

/** Whether a page component shows the data of one product (then a page naming it must name the product). */
export const PAGE_COMPONENTS: Readonly<Record<PageComponent, { showsProduct: boolean }>> = {
  /** Demo AM's "Use cases → Alpinum" (seed 001 §2). */
  'alpinum-use-case': { showsProduct: true },
  /** Alquant's Alvola: its launch on 2 Jun 2021 and its largest drawdowns since (seed 000 §9 "Use-case example"). */
  'alvola-launch': { showsProduct: true },
  /** The generic use case: the product since its launch and its 10 largest drawdowns. */
  'largest-drawdowns': { showsProduct: true },
};

export const isPageComponent = (name: string): name is PageComponent =>
  (PAGE_COMPONENT_NAMES as readonly string[]).includes(name);
