import { Button, Code, Group, Text } from '@mantine/core';
import { safeAppPath } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import { ErrorPage } from './error-page';

/**
 * 403 (seed 000 §6): names the page that was refused (`redirectedFromPath`); a signed-in user learns that an admin
 * may grant access within 1-2 business days, a visitor is asked to log in or register, coming back to that page
 * after logging in.
 */
export function Forbidden({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('errors');
  const to = useLocalePath();
  const [params] = useSearchParams();
  const from = safeAppPath(params.get('redirectedFromPath'));
  return (
    <ErrorPage code="403" title={t('forbidden.title')}>
      {from ? (
        <Text size="sm" c="dimmed" data-testid="forbidden-path">
          {t('forbidden.requestedPage')} <Code>{from}</Code>
        </Text>
      ) : null}
      <Text c="dimmed">{signedIn ? t('forbidden.bodySignedIn') : t('forbidden.bodyGuest')}</Text>
      {!signedIn && !tenant.hideLoginRegisterButtons ? (
        <Group justify="center">
          <Button component={Link} to={to(paths.auth.login(from))} variant="light">
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
