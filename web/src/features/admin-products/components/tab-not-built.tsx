import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminProductTab } from '../../../config/paths';

/** Tabs whose editor comes with the data operations (issue 11); the others with the product content editor. */
const DATA_OPERATION_TABS: ReadonlySet<AdminProductTab> = new Set([
  'price-data',
  'holding-components',
  'holding-data',
]);

/** A tab of the product that is not built yet, saying what brings it (see docs/status.md). */
export function TabNotBuilt({ tab }: { tab: AdminProductTab }) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder p="xl" radius="md" data-testid="tab-not-built">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconHammer size={24} />
        </ThemeIcon>
        <Text fw={600}>{t('products.notBuilt.title')}</Text>
        <Text c="dimmed" maw={560}>
          {t(
            DATA_OPERATION_TABS.has(tab)
              ? 'products.notBuilt.dataOperations'
              : 'products.notBuilt.contentEditor',
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
