export { AccessRightsWatcher } from './access-rights-watcher';
