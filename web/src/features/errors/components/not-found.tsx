import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function NotFound() {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage code="404" title={t('notFound.title')}>
      <Text c="dimmed">{t('notFound.body')}</Text>
    </ErrorPage>
  );
}
