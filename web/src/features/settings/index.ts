export { ChangePasswordForm } from './components/change-password-form';
export { DeleteAccountPanel } from './components/delete-account-panel';
export { EditProfileForm } from './components/edit-profile-form';
export { SettingsLayout, type SettingsTab } from './components/settings-layout';
export { SettingsOverview } from './components/settings-overview';
export { YourDataPanel } from './components/your-data-panel';
