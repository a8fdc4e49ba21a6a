import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import { ErrorPage } from './error-page';

/**
 * 403 (seed 000 §6): a signed-in user learns that an admin may grant access within 1-2 business days; a visitor is
 * asked to log in or register, coming back to the original path afterwards.
 */
export function Forbidden({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('errors');
  const to = useLocalePath();
  const [params] = useSearchParams();
  const from = params.get('redirectedFromPath') ?? undefined;
  const safeFrom = from?.startsWith('/') && !from.startsWith('//') ? from : undefined;
  return (
    <ErrorPage code="403" title={t('forbidden.title')}>
      <Text c="dimmed">{signedIn ? t('forbidden.bodySignedIn') : t('forbidden.bodyGuest')}</Text>
      {!signedIn && !tenant.hideLoginRegisterButtons ? (
        <Group justify="center">
          <Button component={Link} to={to(paths.auth.login(safeFrom))} variant="light">
            {t('forbidden.login')}
          </Button>
          <Button component={Link} to={to(paths.auth.register())} variant="default">
            {t('forbidden.register')}
          </Button>
        </Group>
      ) : null}
    </ErrorPage>
  );
}
