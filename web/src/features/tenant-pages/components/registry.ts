import type { PageComponent } from '@portal/domain';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export interface TenantPageProps {
  /** The page title (tenant.json's for a tenant page, the section's for a product's use case), in the UI language. */
  title: string;
  /** The product the page is about. */
  productId: string;
  /** The product's analysis, composed by the app (the analysis feature's `SinceLaunchAnalysis`). */
  analysis: ReactNode;
}

/**
 * The page components that tenant.json `extraSections[].pages[].component` and products.json
 * `useCase.componentPath` may name: one per name of the domain's `PAGE_COMPONENTS` (which `tenants:check` holds the
 * tenants to), so a name without a component does not compile.
 */
export const tenantPageComponents: Readonly<
  Record<PageComponent, LazyExoticComponent<ComponentType<TenantPageProps>>>
> = {
  // One chunk for all use cases: a tenant that names none never downloads it.
  'alpinum-use-case': lazy(() => import('./use-case-page').then((m) => ({ default: m.AlpinumUseCase }))),
  'alvola-launch': lazy(() => import('./use-case-page').then((m) => ({ default: m.AlvolaLaunch }))),
  'largest-drawdowns': lazy(() => import('./use-case-page').then((m) => ({ default: m.LargestDrawdowns }))),
};
