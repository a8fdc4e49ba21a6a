import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's shape while the first answer is on its way: the charts and the table, as grey blocks. */
export function ComparisonSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg" aria-busy="true" data-testid="comparison-loading">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={380} radius="md" />
      <Skeleton h={280} radius="md" />
      <Skeleton h={480} radius="md" />
    </Stack>
  );
}
