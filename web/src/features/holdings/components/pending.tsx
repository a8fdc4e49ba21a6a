import { Alert, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiQueryState } from '../../../lib/use-api-query';

/** Loading, error and no-data states shared by every card of the portfolio section. */
export function Pending({ state }: { state: ApiQueryState<unknown> }) {
  const { t } = useTranslation('holdings');
  if (state.status === 'error') return <Alert color="red">{t('loadError')}</Alert>;
  if (state.status === 'success') return <Text c="dimmed">{t('noData')}</Text>;
  return <Loader size="sm" />;
}
