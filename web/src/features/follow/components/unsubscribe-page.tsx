import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/locale-path';
import { unsubscribe } from '../api/unsubscribe';

type State =
  | { status: 'working' }
  | { status: 'done'; productId: string; removed: boolean }
  | { status: 'invalid' }
  | { status: 'failed' };

/**
 * `/unsubscribe?key=...`, the link of every follower mail: stops the mails at once (no sign-in; the signed token
 * proves the link is ours) and says so. A second visit says there was nothing left to do.
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const { t } = useTranslation('follow');
  const to = useLocalePath();
  const [state, setState] = useState<State>(token ? { status: 'working' } : { status: 'invalid' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    unsubscribe(token).then(
      (r) => {
        if (live) setState({ status: 'done', productId: r.productId, removed: r.removed });
      },
      (error: unknown) => {
        if (!live) return;
        const invalid = error instanceof ApiRequestError && error.status === 400;
        setState({ status: invalid ? 'invalid' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <PageContainer title={t('unsubscribe.title')} size="sm">
      <Stack data-testid="unsubscribe" data-status={state.status}>
        {state.status === 'working' ? (
          <Group>
            <Loader size="sm" />
            <Text>{t('unsubscribe.working')}</Text>
          </Group>
        ) : state.status === 'done' ? (
          <Alert
            color={state.removed ? 'green' : 'blue'}
            icon={state.removed ? <IconCheck /> : <IconInfoCircle />}
          >
            {t(state.removed ? 'unsubscribe.done' : 'unsubscribe.already')}
          </Alert>
        ) : (
          <Alert color="red" icon={<IconX />}>
            {t(state.status === 'invalid' ? 'unsubscribe.invalid' : 'unsubscribe.failed')}
          </Alert>
        )}
        <Group>
          {state.status === 'done' ? (
            <Button component={Link} to={to(paths.product.overview(state.productId))} variant="light">
              {t('unsubscribe.toProduct')}
            </Button>
          ) : null}
          <Button component={Link} to={to(paths.home())} variant="default">
            {t('unsubscribe.home')}
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
