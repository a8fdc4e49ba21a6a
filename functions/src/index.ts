// ES modules evaluate every import before this file's body, so initializeApp() must live in a module imported
// first; a call here would run after the function modules, too late for any that touch the Admin SDK on load.
import './init-admin.js';

export { api } from './functions/api.js';
export { site } from './functions/site.js';
export {
  onBenchmarkWritten,
  onPlatformSettingsWritten,
  onProductWritten,
} from './functions/catalogue-triggers.js';
export { setUserRoles } from './functions/roles.js';
export { onPlatformRolesWritten } from './functions/access-triggers.js';
export { deleteUser, forceEmailVerification, syncTwoFactorStatus } from './functions/users.js';
export { deleteMyAccount, exportMyData } from './functions/privacy.js';
export { onDocumentPublished, onUserFollowsWritten } from './functions/follow-triggers.js';
export { sendFollowerMail } from './functions/follower-mail.js';
export { buildPlatformExport } from './functions/platform-export.js';
export { applyBulkPrices } from './functions/bulk-price-apply.js';
export { generateFactsheets } from './functions/factsheet-generation.js';
export { refreshPrices } from './functions/price-refresh.js';
export { sweepOperations } from './functions/operation-sweep.js';
