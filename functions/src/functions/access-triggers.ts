import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { paths } from '@portal/domain';
import { syncProductAdminClaims } from '../services/access/product-admin-claims.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

// Product admin rights follow the custom roles of the platform settings: every write re-derives the document the
// security rules read (settings/productAdminClaims), so nobody's claims need re-issuing.
export const onPlatformRolesWritten = onDocumentWritten(
  { region: FUNCTIONS_REGION, document: paths.platformSettings() },
  async () => {
    const result = await syncProductAdminClaims(getFirestore());
    if (result.invalidPlatformSettings) {
      logger.error('settings/platform is invalid: no product admin rights granted', {
        problem: result.invalidPlatformSettings,
      });
    }
    logger.info('product admin claims derived', {
      written: result.written,
      products: Object.keys(result.claims.byProduct).length,
    });
  },
);
