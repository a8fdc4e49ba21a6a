import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { IconAlertCircle, IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from 'reactfire';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import {
  signInWithEmulatorProvider,
  signInWithPassword,
  type EmulatorProvider,
  type SignInResult,
} from '../api/sign-in';
import type { LoginErrorKey } from '../utils/auth-errors';

const EMULATOR_DEFAULT_EMAIL: Record<EmulatorProvider, string> = {
  google: 'google.investor@example.test',
  microsoft: 'microsoft.investor@example.test',
};

/** E-mail/password login (seed 000 §2 "Auth screens"), plus simulated social sign-in against the emulators. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const to = useLocalePath();
  const [error, setError] = useState<LoginErrorKey | null>(null);
  const [busy, setBusy] = useState<'password' | EmulatorProvider | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', rememberMe: true },
    validate: {
      email: isEmail(t('validation.email')),
      password: isNotEmpty(t('validation.passwordRequired')),
    },
  });
  const methods = tenant.allowedLoginMethods;

  const finish = (result: SignInResult) => {
    setBusy(null);
    if (result.ok) onSignedIn();
    else setError(result.error);
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy('password');
    finish(await signInWithPassword(auth, values));
  });

  const emulatorSignIn = async (provider: EmulatorProvider) => {
    setError(null);
    setBusy(provider);
    const typed = form.getValues().email.trim();
    const email = /^\S+@\S+\.\S+$/.test(typed) ? typed : EMULATOR_DEFAULT_EMAIL[provider];
    finish(await signInWithEmulatorProvider(auth, provider, email));
  };

  const emulatorProviders = env.useEmulators
    ? (['google', 'microsoft'] as const).filter((p) => methods.includes(p))
    : [];

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md" maw={440} w="100%" mx="auto">
      <Stack gap="md">
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Stack gap="xs">
              <Text size="sm">{t(`errors.${error}`)}</Text>
              {error === 'needEmailVerification' ? (
                <Anchor component={Link} to={to(paths.auth.resetPassword())} size="sm">
                  {t('resetPassword')}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {methods.includes('emailPassword') ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('email')}
                type="email"
                autoComplete="email"
                required
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label={t('password')}
                autoComplete="current-password"
                required
                visibilityToggleButtonProps={{ 'aria-label': t('togglePasswordVisibility') }}
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
        ) : null}
        {emulatorProviders.length > 0 ? (
          <>
            <Divider label={t('emulator.divider')} labelPosition="center" />
            {emulatorProviders.map((provider) => (
              <Button
                key={provider}
                variant="default"
                leftSection={
                  provider === 'google' ? <IconBrandGoogle size={18} /> : <IconBrandWindows size={18} />
                }
                loading={busy === provider}
                disabled={busy !== null && busy !== provider}
                onClick={() => {
                  void emulatorSignIn(provider);
                }}
                fullWidth
              >
                {t(`emulator.${provider}`)}
              </Button>
            ))}
          </>
        ) : null}
        {tenant.hideLoginRegisterButtons ? null : (
          <Text size="sm" ta="center">
            {t('noAccount')}{' '}
            <Anchor component={Link} to={to(paths.auth.register())}>
              {t('registerLink')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
