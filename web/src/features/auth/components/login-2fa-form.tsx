import { checkTwoFactorCode } from '@portal/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/firebase-hooks';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { cancelSecondFactor, finishSecondFactor, hasPendingSecondFactor } from '../api/sign-in';
import { useFieldIssues } from '../../../hooks/use-field-issues';
import type { LoginErrorKey } from '../utils/auth-errors';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { TwoFactorCodeInput } from './two-factor-code-input';

/** /auth/login-2fa: the second step of a sign-in, a 6-digit code from the authenticator app (seed 000 §2, §5). */
export function Login2faForm({ onSignedIn, loginPath }: { onSignedIn: () => void; loginPath: string }) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const to = useLocalePath();
  const toErrors = useFieldIssues();
  const [pending] = useState(hasPendingSecondFactor);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginErrorKey | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { code: '' } });

  const submit = form.onSubmit(async ({ code }) => {
    const checked = checkTwoFactorCode(code);
    form.setErrors(checked.ok ? {} : toErrors(checked.issues));
    if (!checked.ok) return;
    setBusy(true);
    setError(null);
    const outcome = await finishSecondFactor(auth, checked.value);
    setBusy(false);
    if (outcome.status === 'signedIn') onSignedIn();
    else if (outcome.status === 'offline') window.location.reload();
    else if (outcome.status === 'error') {
      setError(outcome.error);
      if (outcome.error === 'invalidTwoFactorCode') form.setValues({ code: '' });
    }
  });

  if (!pending || error === 'twoFactorExpired') {
    return (
      <Stack gap="md">
        <Alert color="yellow" role="alert">
          {t('errors.twoFactorExpired')}
        </Alert>
        <Button component={Link} to={loginPath}>
          {t('submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap="xs" align="center" ta="center">
          <IconShieldLock size={40} color="var(--mantine-color-brand-6)" aria-hidden />
          <Text size="sm">{t('twoFactor.loginIntro')}</Text>
        </Stack>
        {error ? <FormFailureAlert message={t(`errors.${error}`)} contact={error === 'internal'} /> : null}
        <TwoFactorCodeInput key={form.key('code')} {...form.getInputProps('code')} data-autofocus />
        <Button type="submit" loading={busy} fullWidth>
          {t('twoFactor.verify')}
        </Button>
        <Anchor
          component={Link}
          to={to(paths.auth.login())}
          size="sm"
          ta="center"
          onClick={() => {
            cancelSecondFactor();
          }}
        >
          {t('twoFactor.cancel')}
        </Anchor>
      </Stack>
    </form>
  );
}
