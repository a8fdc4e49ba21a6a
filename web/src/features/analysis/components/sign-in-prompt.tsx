import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';

/** Shown to a guest when the API answers 401 (a `lockedBehindLogin` product, or a tab that needs a role). */
export function SignInPrompt() {
  const { t } = useTranslation('analysis');
  const to = useLocalePath();
  const location = useLocation();
  return (
    <PageContainer title={t('signIn.title')} size="sm">
      <Alert color="blue" icon={<IconLock size={18} />} data-testid="analysis-sign-in">
        {t('signIn.body')}
      </Alert>
      <Button component={Link} to={to(paths.auth.login(location.pathname))} w="fit-content">
        {t('signIn.action')}
      </Button>
    </PageContainer>
  );
}
