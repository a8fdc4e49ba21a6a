import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { endStartupScreen } from '../../../lib/startup-screen';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';

export type AppErrorKind = 'render' | 'chunk';

/**
 * The screen of the root error boundaries: the app could not render a page (`render`) or could not load its code
 * (`chunk`, after the one automatic reload). It needs no router and no lazily loaded text: it shows where both may
 * have failed. English texts stand in should the `errors` namespace not be loaded. Back to Home is a full page load
 * on purpose: whatever state broke the page, or whichever build the tab still runs, is left behind.
 */
export function AppErrorScreen({ kind }: { kind: AppErrorKind }) {
  const { t } = useTranslation('errors');
  const to = useLocalePath();
  const title =
    kind === 'chunk'
      ? t('app.chunkTitle', { defaultValue: enErrors.app.chunkTitle })
      : t('app.title', { defaultValue: enErrors.app.title });
  useDocumentTitle(`${title} · ${tenant.orgName}`);
  useEffect(() => {
    // index.html's start-up spinner covers the page until the root layout has mounted, which did not happen here.
    endStartupScreen();
  }, []);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md" role="alert" data-testid="app-error">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconAlertTriangle size={40} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">
          {kind === 'chunk'
            ? t('app.chunkBody', { defaultValue: enErrors.app.chunkBody })
            : t('app.body', { defaultValue: enErrors.app.body })}
        </Text>
        <Group justify="center" mt="sm">
          <Button component="a" href={to(paths.home())} leftSection={<IconHome size={18} />}>
            {t('backToHome', { ns: 'common', defaultValue: enCommon.backToHome })}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} />}
            onClick={() => {
              window.location.reload();
            }}
          >
            {t('app.reload', { defaultValue: enErrors.app.reload })}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
