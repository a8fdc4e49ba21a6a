import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';

/**
 * For a guest whom the API answered 401 (a login-required document, a product locked behind login): sign in and
 * come back to this very page (path and query), where the download starts again.
 */
export function SignInNotice({ message }: { message: string }) {
  const { t } = useTranslation('documents');
  const to = useLocalePath();
  const location = useLocation();
  return (
    <Alert color="blue" icon={<IconLock size={18} />} data-testid="documents-sign-in">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={to(paths.auth.login(location.pathname + location.search))} size="sm">
          {t('signIn')}
        </Button>
      </Stack>
    </Alert>
  );
}
