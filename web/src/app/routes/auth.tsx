import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';
import { LoginForm } from '../../features/auth/components/login-form';
import { paths } from '../../config/paths';
import { useLocalePath } from '../../lib/locale-path';
import { tenant } from '../../lib/tenant';

/** Where to go after signing in: the `redirectTo` query when it is an app path (never another site). */
const safeRedirect = (value: string | null): string | null =>
  value?.startsWith('/') && !value.startsWith('//') ? value : null;

export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const to = useLocalePath();
  const [params] = useSearchParams();
  useDocumentTitle(`${t('login.title')} · ${tenant.orgName}`);
  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }} w="100%">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('login.title')}
          </Title>
          <Text c="dimmed">{t('login.subtitle', { orgName: tenant.orgName })}</Text>
        </Stack>
        {params.get('tokenInvalidated') === 'true' ? (
          // Set by the API client after a 498: the session was revoked (e.g. new access rights).
          <Alert color="yellow" role="status">
            {t('api.tokenInvalidated', { ns: 'errors' })}
          </Alert>
        ) : null}
        <LoginForm
          onSignedIn={() => {
            void navigate(safeRedirect(params.get('redirectTo')) ?? to(paths.home()), { replace: true });
          }}
        />
      </Stack>
    </Container>
  );
}

export function RegisterRoute() {
  const { t } = useTranslation('auth');
  return <PagePlaceholder title={t('register.title')} description={t('register.comingSoon')} />;
}

export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  return (
    <PagePlaceholder title={t('resetPasswordPage.title')} description={t('resetPasswordPage.comingSoon')} />
  );
}

// Placeholders for the screens of the sign-in flows (issue 4); the router already points at them.
export function Login2faRoute() {
  const { t } = useTranslation('auth');
  return <PagePlaceholder title={t('login.title')} />;
}
export function Register2faRoute() {
  const { t } = useTranslation('auth');
  return <PagePlaceholder title={t('register.title')} />;
}
export function HandledByFirebaseRoute() {
  const { t } = useTranslation('auth');
  return <PagePlaceholder title={t('login.title')} />;
}
