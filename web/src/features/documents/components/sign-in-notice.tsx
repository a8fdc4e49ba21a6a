import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { ActionAlert } from '../../../components/action-alert';

/**
 * For a guest whom the API answered 401 (a login-required document, a product locked behind login): sign in and
 * come back to this very page (path and query), where the download starts again.
 */
export function SignInNotice({ message }: { message: string }) {
  const { t } = useTranslation('documents');
  const to = useLocalePath();
  const location = useLocation();
  return (
    <ActionAlert
      color="blue"
      icon={<IconLock size={18} />}
      testId="documents-sign-in"
      message={message}
      action={
        <Button component={Link} to={to(paths.auth.login(location.pathname + location.search))} size="sm">
          {t('signIn')}
        </Button>
      }
    />
  );
}
