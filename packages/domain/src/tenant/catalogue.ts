import { z } from 'zod';
import { PRODUCT_ICON_NAMES, UPDATE_FREQUENCIES } from '../constants.js';
import { isRiskFreeSeriesId } from '../prices/risk-free.js';
import { currencySchema, idSchema, localizedTextSchema } from './common.js';
import { isPageComponent, PAGE_COMPONENT_NAMES, PAGE_COMPONENTS } from './page-components.js';
import { modesOf, productConfigSchema, type ProductConfig } from './product-config.js';
import type { SiteSettings } from './site-settings.js';

/** A benchmark index with its own price series (`priceSeries/<id>`). */
export const benchmarkConfigSchema = /* @__PURE__ */ z
  .object({
    id: idSchema,
    name: localizedTextSchema,
    currency: currencySchema,
    updateFrequency: z.enum(UPDATE_FREQUENCIES),
  })
  .strict();
export type BenchmarkConfig = z.infer<typeof benchmarkConfigSchema>;

/**
 * A tenant's catalogue, `tenants/<id>/products.json`: benchmarks and products. Cross-record rules are checked here:
 * unique ids, exactly one default share class per share-class root, known benchmark references.
 */
export const catalogueSchema = /* @__PURE__ */ z
  .object({
    benchmarks: z.array(benchmarkConfigSchema).default([]),
    products: z.array(productConfigSchema).min(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.products.forEach((p, i) => {
      if (seen.has(p.productId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'productId'],
          message: `duplicate productId "${p.productId}"`,
        });
      }
      seen.add(p.productId);
    });
    const benchmarkIds = new Set(c.benchmarks.map((b) => b.id));
    if (benchmarkIds.size !== c.benchmarks.length) {
      ctx.addIssue({ code: 'custom', path: ['benchmarks'], message: 'duplicate benchmark id' });
    }
    const roots = new Map<string, number[]>();
    c.products.forEach((p, i) => {
      const list = roots.get(p.productShareClassRoot) ?? [];
      if (p.isDefaultShareClass) list.push(i);
      roots.set(p.productShareClassRoot, list);
    });
    for (const [root, defaults] of roots) {
      if (defaults.length !== 1) {
        const idx = c.products.findIndex((p) => p.productShareClassRoot === root);
        ctx.addIssue({
          code: 'custom',
          path: ['products', idx, 'isDefaultShareClass'],
          message: `share-class root "${root}" needs exactly one default share class (found ${defaults.length})`,
        });
      }
    }
    // The risk-free rate ids name their own series (prices/risk-free.ts): a product or benchmark of that id would
    // share its price series and take the rate rules.
    c.products.forEach((p, i) => {
      if (isRiskFreeSeriesId(p.productId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'productId'],
          message: `"${p.productId}" is reserved for a risk-free rate series`,
        });
      }
    });
    c.benchmarks.forEach((b, i) => {
      if (isRiskFreeSeriesId(b.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['benchmarks', i, 'id'],
          message: `"${b.id}" is reserved for a risk-free rate series`,
        });
      }
    });
    const seriesIds = new Set([...c.products.map((p) => p.productId), ...benchmarkIds]);
    c.products.forEach((p, i) => {
      for (const mode of modesOf(p)) {
        mode.benchmarks.forEach((b, j) => {
          if (!benchmarkIds.has(b)) {
            ctx.addIssue({
              code: 'custom',
              path: ['products', i, mode.mode, 'benchmarks', j],
              message: `unknown benchmark "${b}"`,
            });
          }
        });
        mode.weightedComponents?.forEach((w, j) => {
          if (!seriesIds.has(w.seriesId)) {
            ctx.addIssue({
              code: 'custom',
              path: ['products', i, mode.mode, 'weightedComponents', j, 'seriesId'],
              message: `unknown series "${w.seriesId}" (use a product or benchmark id)`,
            });
          }
        });
      }
    });
  });
export type Catalogue = z.infer<typeof catalogueSchema>;

/** Checks that the site settings only reference products of the catalogue. Returns readable problems. */
export function crossCheckTenant(settings: SiteSettings, catalogue: Catalogue): string[] {
  const ids = new Set(catalogue.products.map((p) => p.productId));
  const problems: string[] = [];
  const hidden = new Set(catalogue.products.filter((p) => p.general.hidden || p.dev).map((p) => p.productId));
  settings.products.forEach((id, i) => {
    if (!ids.has(id)) problems.push(`tenant.json products[${i}]: unknown product "${id}"`);
    // tenant.json is bundled into the public web app: a hidden product's id must not appear there.
    if (hidden.has(id))
      problems.push(`tenant.json products[${i}]: "${id}" is hidden or dev; do not list it here`);
  });
  settings.devSection.products.forEach((id, i) => {
    if (!ids.has(id)) problems.push(`tenant.json devSection.products[${i}]: unknown product "${id}"`);
  });
  const components = PAGE_COMPONENT_NAMES.join(', ');
  settings.extraSections.forEach((s, i) => {
    s.pages.forEach((p, j) => {
      const where = `tenant.json extraSections[${i}].pages[${j}]`;
      if (p.productId && !ids.has(p.productId)) {
        problems.push(`${where}.productId: unknown product "${p.productId}"`);
      }
      if (!isPageComponent(p.component)) {
        problems.push(
          `${where}.component: "${p.component}" is not a page component the site has (${components})`,
        );
      } else if (PAGE_COMPONENTS[p.component].showsProduct && !p.productId) {
        problems.push(`${where}.productId: missing ("${p.component}" shows the data of one product)`);
      }
    });
  });
  for (const p of catalogue.products) {
    if (p.useCase && 'componentPath' in p.useCase && !isPageComponent(p.useCase.componentPath)) {
      problems.push(
        `products.json ${p.productId}: useCase.componentPath "${p.useCase.componentPath}" is not a page component the site has (${components})`,
      );
    }
  }
  const icons = new Set<string>(PRODUCT_ICON_NAMES);
  const iconProblem = (productId: string, where: string, icon: string | undefined) => {
    if (icon !== undefined && !icons.has(icon)) {
      problems.push(
        `products.json ${productId}: ${where} icon "${icon}" is not one the site draws (${PRODUCT_ICON_NAMES.join(', ')})`,
      );
    }
  };
  for (const p of catalogue.products) {
    iconProblem(p.productId, 'product', p.icon);
    p.keyCharacteristics.forEach((k, i) => {
      iconProblem(p.productId, `keyCharacteristics[${i}]`, k.icon);
    });
    p.timelineData.forEach((t, i) => {
      iconProblem(p.productId, `timelineData[${i}]`, t.icon);
    });
    for (const lang of p.availableLanguages) {
      if (!settings.availableLanguages.includes(lang)) {
        problems.push(`products.json ${p.productId}: language "${lang}" is not available on the tenant`);
      }
    }
  }
  return problems;
}

/** Products in home-page order: the tenant's `products` list first, then the rest in catalogue order. */
export function orderProducts<T extends Pick<ProductConfig, 'productId'>>(
  products: T[],
  order: string[],
): T[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...products].sort(
    (a, b) =>
      (rank.get(a.productId) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.productId) ?? Number.MAX_SAFE_INTEGER),
  );
}
