import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';

/** Layout shared by the 403 and 404 pages: a big code, a message and Back to Home (seed 000 §2). */
export function ErrorPage({ code, title, children }: { code: string; title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  useDocumentTitle(`${title} · ${tenant.orgName}`);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={{ base: 72, sm: 110 }} fw={800} lh={1} c="brand" style={{ opacity: 0.6 }} aria-hidden>
          {code}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {children}
        <Group justify="center" mt="sm">
          <Button component={Link} to={to(paths.home())} leftSection={<IconHome size={18} />}>
            {t('backToHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
