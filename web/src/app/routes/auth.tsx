import { Alert, Stack } from '@mantine/core';
import { safeAppPath } from '@portal/domain';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/firebase-hooks';
import { CenteredLoader } from '../../components/centered-loader';
import { paths } from '../../config/paths';
import {
  AuthScreen,
  HandledByFirebase,
  Login2faForm,
  LoginForm,
  Register2fa,
  RegisterForm,
  ResetPasswordForm,
  signOutUser,
} from '../../features/auth';
import { useLocalePath } from '../../lib/locale-path';
import { useSession } from '../../lib/session';
import { tenant } from '../../lib/tenant';

/** An absolute URL of this site, for the `continueUrl` of the identity provider's e-mails. */
function siteUrl(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Where a signed-in user goes next: back to the page that sent them to sign in (`redirectTo`, a path of this app
 * only), else home. `redirectTo` is passed on to the next step of the sign-in (the second factor).
 */
function useAfterSignIn() {
  const navigate = useNavigate();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const redirectTo = safeAppPath(params.get('redirectTo'));
  return {
    to,
    navigate,
    redirectTo,
    done: () => {
      void navigate(redirectTo ?? to(paths.home()), { replace: true });
    },
  };
}

/** The flags other parts of the app put on the login URL, each with a notice (seed 000 §4, §7). */
function LoginNotices() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const flag = (name: string) => params.get(name) === 'true';
  const notices = [
    // Set by the API client after a 498: the session was revoked.
    flag('tokenInvalidated') && {
      key: 'tokenInvalidated',
      text: t('api.tokenInvalidated', { ns: 'errors' }),
    },
    // Set by the access-rights watcher: roles changed, a fresh sign-in picks them up.
    flag('accessChanged') && { key: 'accessChanged', text: t('login.accessChanged') },
    // continueUrl of the verification and reset e-mails.
    flag('emailVerified') && { key: 'emailVerified', text: t('login.emailVerified'), ok: true },
    flag('passwordReset') && { key: 'passwordReset', text: t('login.passwordReset'), ok: true },
  ].filter((n) => n !== false);
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((n) => (
        <Alert
          key={n.key}
          color={n.ok ? 'green' : 'yellow'}
          icon={n.ok ? <IconCircleCheck size={18} /> : <IconInfoCircle size={18} />}
          role="status"
        >
          {n.text}
        </Alert>
      ))}
    </Stack>
  );
}

export function LoginRoute() {
  const { t } = useTranslation('auth');
  const { to, navigate, redirectTo, done } = useAfterSignIn();
  return (
    <AuthScreen
      title={t('login.title')}
      subtitle={t('login.subtitle', { orgName: tenant.orgName })}
      above={<LoginNotices />}
    >
      <LoginForm
        verificationContinueUrl={siteUrl(to(paths.auth.login()), { emailVerified: 'true' })}
        onSignedIn={done}
        onSecondFactor={() => {
          void navigate(to(paths.auth.login2fa(redirectTo)));
        }}
      />
    </AuthScreen>
  );
}

export function Login2faRoute() {
  const { t } = useTranslation('auth');
  const { to, redirectTo, done } = useAfterSignIn();
  return (
    <AuthScreen title={t('twoFactor.loginTitle')}>
      <Login2faForm loginPath={to(paths.auth.login(redirectTo))} onSignedIn={done} />
    </AuthScreen>
  );
}

export function RegisterRoute() {
  const { t } = useTranslation('auth');
  const to = useLocalePath();
  return (
    <AuthScreen
      title={t('register.title')}
      subtitle={t('register.subtitle', { orgName: tenant.orgName })}
      size="md"
    >
      <RegisterForm continueUrl={siteUrl(to(paths.auth.login()), { emailVerified: 'true' })} />
    </AuthScreen>
  );
}

export function Register2faRoute() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const auth = useAuth();
  const { to, navigate, done } = useAfterSignIn();
  if (session.status === 'loading') return <CenteredLoader />;
  if (!session.user) return <Navigate replace to={to(paths.auth.login(to(paths.auth.register2fa())))} />;
  return (
    <AuthScreen title={t('twoFactor.registerTitle')} size="xs">
      <Register2fa
        user={session.user}
        onDone={done}
        onLoginAgain={() => {
          void signOutUser(auth).then(() => navigate(to(paths.auth.login(to(paths.auth.register2fa())))));
        }}
      />
    </AuthScreen>
  );
}

export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const to = useLocalePath();
  const location = useLocation();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  const fromState =
    typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
      ? state.email
      : null;
  return (
    <AuthScreen title={t('resetPasswordPage.title')}>
      <ResetPasswordForm
        initialEmail={fromState ?? params.get('email') ?? ''}
        continueUrl={siteUrl(to(paths.auth.login()), { passwordReset: 'true' })}
      />
    </AuthScreen>
  );
}

export function HandledByFirebaseRoute() {
  return <HandledByFirebase />;
}
