import { Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { tenant } from '../lib/tenant';

/** A page's content column with its title, which also becomes the browser tab title. */
export function PageContainer({
  title,
  children,
  size = 'lg',
}: {
  title: string;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  useDocumentTitle(title ? `${title} · ${tenant.orgName}` : tenant.orgName);
  return (
    <Container size={size} py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
