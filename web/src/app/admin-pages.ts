import { operationOpenToProductAdmins } from '@portal/domain';
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
  /**
   * `/admin/products` also admits admins of a product through a custom role (seed 000 §2); an operation page admits
   * whom the domain's OPERATION_ACCESS says, the same decision as its API calls (the navigation and the route guard read this).
   */
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
              forProductAdmins: operationOpenToProductAdmins('bulkPriceDataUpdate'),
              group: 'operations',
            } as const,
          ]
        : []),
      {
        id: 'generateFactsheets',
        path: paths.admin.generateFactsheets(),
        forProductAdmins: operationOpenToProductAdmins('generateFactsheets'),
        group: 'operations',
      },
      {
        id: 'updateBulkComponents',
        path: paths.admin.updateBulkComponents(),
        forProductAdmins: operationOpenToProductAdmins('updateBulkComponents'),
        group: 'operations',
      },
      {
        id: 'exportPlatform',
        path: paths.admin.exportPlatform(),
        forProductAdmins: operationOpenToProductAdmins('exportPlatform'),
        group: 'operations',
      },
      ...(tenant.hasHoldingData
        ? [
            {
              id: 'overrideHoldingData',
              path: paths.admin.overrideHoldingData(),
              forProductAdmins: operationOpenToProductAdmins('overrideHoldingData'),
              group: 'operations',
            } as const,
          ]
        : []),
    ]
  : [];
