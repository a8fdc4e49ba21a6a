import type { ReactNode } from 'react';

/** What every tenant page component receives. */
export interface TenantPageProps {
  /** The page title (tenant.json's for a tenant page, the section's for a product's use case), in the UI language. */
  title: string;
  /** The product the page is about. */
  productId: string;
  /** The product's analysis, composed by the app (the analysis feature's `SinceLaunchAnalysis`). */
  analysis: ReactNode;
}
