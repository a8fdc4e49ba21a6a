import type { PageComponent } from '@portal/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TenantPageProps } from './tenant-page-props';

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
