import { Group, Stack, Text, Title } from '@mantine/core';
import { factsheetComponentsOf, type ComponentPage } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageComponents } from '../api/use-page-components';

/** What a write changed, for a page that shows the components elsewhere too (the factsheet's layout). */
export interface ComponentChange {
  created?: string;
  deleted?: string;
}

/** Overview components flagged "show on factsheet", named on the factsheet page's list (edited on the overview). */
function FromOverview({ productId }: { productId: string }) {
  const { t } = useTranslation('components');
  const state = usePageComponents(productId, 'overview');
  const flagged = state.status === 'success' ? factsheetComponentsOf(state.data) : [];
  if (flagged.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="components-from-overview">
      {t('factsheetPage.fromOverview', { ids: flagged.map((c) => c.id).join(', ') })}
    </Text>
  );
}

/**
 * The section of a page's generic components, for visitors and editors alike: its title (and the editors' `action`),
 * what precedes the cards (`notices`: an error, the phone notice, the empty state), on the factsheet page the overview
 * components it also draws, then the cards.
 */
export function ComponentsFrame({
  productId,
  page,
  action,
  notices,
  children,
}: {
  productId: string;
  page: ComponentPage;
  action?: ReactNode;
  notices?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('components');
  return (
    <Stack gap="sm" component="section" data-testid="product-components">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {page === 'overview' ? t('title') : t('factsheetPage.title')}
        </Title>
        {action}
      </Group>
      {notices}
      {page === 'factsheet' ? <FromOverview productId={productId} /> : null}
      {children}
    </Stack>
  );
}
