import { paths } from '../config/paths';
import { tenant } from '../lib/tenant';

export type AdminPageId =
  | 'users'
  | 'products'
  | 'platformSettings'
  | 'generateFactsheets'
  | 'updateBulkComponents'
  | 'exportPlatform'
  | 'bulkPriceDataUpdate'
  | 'overrideHoldingData';

export interface AdminPage {
  id: AdminPageId;
  path: string;
  /** `/admin/products` also admits admins of a product through a custom role (seed 000 §2). */
  forProductAdmins: boolean;
  group: 'manage' | 'operations';
}

/** The admin pages of this tenant (seed 000 §2 "Admin"); operations depend on the tenant's data features. */
export const ADMIN_PAGES: readonly AdminPage[] = tenant.admin
  ? [
      { id: 'users', path: paths.admin.users(), forProductAdmins: false, group: 'manage' },
      { id: 'products', path: paths.admin.products(), forProductAdmins: true, group: 'manage' },
      {
        id: 'platformSettings',
        path: paths.admin.platformSettings(),
        forProductAdmins: false,
        group: 'manage',
      },
      ...(tenant.hasUpdatablePriceData
        ? [
            {
              id: 'bulkPriceDataUpdate',
              path: paths.admin.bulkPriceDataUpdate(),
              forProductAdmins: false,
              group: 'operations',
            } as const,
          ]
        : []),
      {
        id: 'generateFactsheets',
        path: paths.admin.generateFactsheets(),
        forProductAdmins: false,
        group: 'operations',
      },
      {
        id: 'updateBulkComponents',
        path: paths.admin.updateBulkComponents(),
        forProductAdmins: false,
        group: 'operations',
      },
      {
        id: 'exportPlatform',
        path: paths.admin.exportPlatform(),
        forProductAdmins: false,
        group: 'operations',
      },
      ...(tenant.hasHoldingData
        ? [
            {
              id: 'overrideHoldingData',
              path: paths.admin.overrideHoldingData(),
              forProductAdmins: false,
              group: 'operations',
            } as const,
          ]
        : []),
    ]
  : [];
