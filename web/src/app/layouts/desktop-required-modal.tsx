import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useIsPhone } from '../../hooks/use-staff-editing';
import { stripLang, useLocalePath } from '../../lib/locale-path';

/**
 * Admin features are disabled on mobile (seed 000 §1): on a phone (`useIsPhone`, the rule the product pages' editing
 * controls follow too) an admin route shows this instead.
 */
export function DesktopRequiredModal() {
  const { t } = useTranslation('errors');
  const to = useLocalePath();
  const { pathname } = useLocation();
  const narrow = useIsPhone();
  const path = stripLang(pathname);
  const onAdmin = path === paths.admin.root() || path.startsWith(`${paths.admin.root()}/`);
  return (
    <Modal
      opened={narrow && onAdmin}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      styles={{ title: { fontWeight: 700 } }}
      title={t('desktopRequired.title')}
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconDeviceDesktop size={30} />
        </ThemeIcon>
        <Text>{t('desktopRequired.body')}</Text>
        <Button component={Link} to={to(paths.home())} fullWidth>
          {t('desktopRequired.backToHome')}
        </Button>
      </Stack>
    </Modal>
  );
}
