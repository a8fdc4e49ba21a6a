import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from './page-container';

/** A route that exists already but whose feature comes in a later issue. */
export function PagePlaceholder({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageContainer title={title}>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconHammer size={26} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {t('comingSoon.title')}
          </Text>
          <Text c="dimmed" maw={560}>
            {description ?? t('comingSoon.body')}
          </Text>
          {children}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
