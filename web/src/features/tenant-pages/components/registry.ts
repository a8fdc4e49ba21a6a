import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface TenantPageProps {
  /** The page title from tenant.json, already in the UI language. */
  title: string;
  /** The product the page is about, if tenant.json names one. */
  productId?: string;
}

/**
 * Components that tenant.json `extraSections[].pages[].component` may name. Each is its own chunk, so tenants that
 * do not use a page never download it.
 */
export const tenantPageComponents: Readonly<
  Record<string, LazyExoticComponent<ComponentType<TenantPageProps>>>
> = {
  'alpinum-use-case': lazy(() => import('./alpinum-use-case').then((m) => ({ default: m.AlpinumUseCase }))),
};
