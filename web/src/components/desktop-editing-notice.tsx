import { Alert } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Tells staff on a phone why a page they may edit shows no editing controls (`useStaffEditing`): the admin pages'
 * "desktop required" rule, said in place on the public pages instead of a blocking dialog, since readers of the page
 * still read it.
 */
export function DesktopEditingNotice() {
  const { t } = useTranslation('errors');
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconDeviceDesktop size={18} />}
      data-testid="desktop-editing-notice"
    >
      {t('desktopRequired.editingNotice')}
    </Alert>
  );
}
