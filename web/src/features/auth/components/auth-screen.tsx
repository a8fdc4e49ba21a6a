import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { tenant } from '../../../lib/tenant';

/** The frame of every auth screen (seed 000 §2 "Auth screens"): a centred card with a title. */
export function AuthScreen({
  title,
  subtitle,
  size = 'xs',
  above,
  children,
}: {
  title: string;
  subtitle?: string;
  size?: 'xs' | 'sm' | 'md';
  /** Notices shown above the card (e.g. "your session has ended"). */
  above?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · ${tenant.orgName}`);
  return (
    <Container size={size} py={{ base: 'xl', sm: 56 }} w="100%">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </Stack>
        {above}
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md" w="100%">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
