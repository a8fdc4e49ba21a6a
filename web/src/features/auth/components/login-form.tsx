import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/firebase-hooks';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import type { SocialMethod } from '../../../lib/sign-in-methods';
import { logIn, resendVerification, type LoginOutcome, type LoginRequest } from '../api/sign-in';
import type { LoginErrorKey } from '../utils/auth-errors';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { SocialButtons, testAccountEmail } from './social-buttons';
import { logger } from '../../../lib/logger';
import { EmailField, PasswordField } from '../../../components/account-fields';
import { useAuthBotCheck } from './auth-bot-check';

type Busy = 'password' | SocialMethod | 'resend' | null;

/**
 * Login (seed 000 §2 "Auth screens", §4 "Login"): e-mail and password, remember me, Google / Microsoft per tenant,
 * forgot password. `onSignedIn` / `onSecondFactor` navigate; the checks themselves live in `api/sign-in.ts`.
 */
export function LoginForm({
  onSignedIn,
  onSecondFactor,
  verificationContinueUrl,
}: {
  onSignedIn: () => void;
  onSecondFactor: () => void;
  /** Where the link of a re-sent verification e-mail leads back to. */
  verificationContinueUrl: string;
}) {
  const { t, i18n } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  const auth = useAuth();
  const to = useLocalePath();
  const [error, setError] = useState<LoginErrorKey | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [testEmail, setTestEmail] = useState('');
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', rememberMe: true },
    validate: {
      email: isEmail(ta('validation.emailShort')),
      password: isNotEmpty(ta('validation.passwordRequired')),
    },
  });
  const withPassword = tenant.allowedLoginMethods.includes('emailPassword');
  const botCheck = useAuthBotCheck('login');

  const run = async (kind: Exclude<Busy, null | 'resend'>, request: LoginRequest) => {
    setError(null);
    setResent(null);
    setBusy(kind);
    let outcome: LoginOutcome;
    try {
      outcome = await logIn(auth, request);
    } catch (e) {
      logger.error('Sign-in failed unexpectedly', { error: e });
      outcome = { status: 'error', error: 'internal' };
    }
    setBusy(null);
    switch (outcome.status) {
      case 'signedIn':
        onSignedIn();
        break;
      case 'secondFactor':
        onSecondFactor();
        break;
      case 'offline':
        // Seed 000 §4: the database being offline right after sign-in reloads the page.
        window.location.reload();
        break;
      case 'cancelled':
        break;
      case 'error':
        setError(outcome.error);
        break;
    }
  };

  const submit = form.onSubmit(async (values) => {
    setBusy('password');
    const human = await botCheck.confirm();
    setBusy(null);
    if (human) await run('password', { method: 'password', ...values });
  });

  const resend = async () => {
    const { email, password } = form.getValues();
    setBusy('resend');
    const result = await resendVerification({
      email,
      password,
      continueUrl: verificationContinueUrl,
      lang: i18n.language,
    });
    setBusy(null);
    if (result.ok) {
      setError(null);
      setResent(email.trim());
    } else {
      setError(result.error);
    }
  };

  return (
    <Stack gap="md">
      {resent ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {t('login.verificationResent', { email: resent })}
        </Alert>
      ) : null}
      {error ? (
        <FormFailureAlert message={t(`errors.${error}`)} contact={error === 'internal'}>
          {error === 'needEmailVerification' ? (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={to(paths.auth.resetPassword())}
                state={{ email: form.getValues().email }}
              >
                {t('resetPassword')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy === 'resend'}
                onClick={() => {
                  void resend();
                }}
              >
                {t('login.resendVerification')}
              </Button>
            </Group>
          ) : null}
          {error === 'accountNotExist' && !tenant.hideLoginRegisterButtons ? (
            <Group gap="xs">
              <Button size="xs" variant="light" component={Link} to={to(paths.auth.register())}>
                {t('registerLink')}
              </Button>
            </Group>
          ) : null}
        </FormFailureAlert>
      ) : null}
      {withPassword ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <EmailField key={form.key('email')} {...form.getInputProps('email')} />
            <PasswordField
              label={ta('fields.password')}
              autoComplete="current-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Checkbox
                label={t('rememberMe')}
                key={form.key('rememberMe')}
                {...form.getInputProps('rememberMe', { type: 'checkbox' })}
              />
              <Anchor component={Link} to={to(paths.auth.resetPassword())} size="sm">
                {t('forgotPassword')}
              </Anchor>
            </Group>
            {botCheck.field}
            <Button
              type="submit"
              loading={busy === 'password'}
              disabled={busy !== null && busy !== 'password'}
              fullWidth
              mt="xs"
            >
              {t('submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Checkbox
          label={t('rememberMe')}
          key={form.key('rememberMe')}
          {...form.getInputProps('rememberMe', { type: 'checkbox' })}
        />
      )}
      <SocialButtons
        intent="login"
        busy={busy === 'google' || busy === 'microsoft' ? busy : null}
        disabled={busy !== null}
        testEmail={testEmail}
        onTestEmailChange={setTestEmail}
        onSelect={(method) => {
          void run(method, {
            method,
            testEmail: testAccountEmail(testEmail, method),
            rememberMe: form.getValues().rememberMe,
          });
        }}
      />
      {tenant.hideLoginRegisterButtons ? null : (
        <Text size="sm" ta="center">
          {t('noAccount')}{' '}
          <Anchor component={Link} to={to(paths.auth.register())} underline="always">
            {t('registerLink')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
