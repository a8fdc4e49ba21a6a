import { Anchor, Button, Stack, Text } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/firebase-hooks';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import { sendPasswordReset } from '../api/reset-password';
import type { ResetErrorKey } from '../utils/auth-errors';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { EmailField } from '../../../components/account-fields';
import { useAuthBotCheck } from './auth-bot-check';

/** /auth/reset-password-form: sends the identity provider's reset e-mail (seed 000 §8 "Reset password"). */
export function ResetPasswordForm({
  initialEmail,
  continueUrl,
}: {
  initialEmail: string;
  continueUrl: string;
}) {
  const { t, i18n } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  const auth = useAuth();
  const to = useLocalePath();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ key: ResetErrorKey; email: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: { email: isEmail(ta('validation.emailShort')) },
  });

  const botCheck = useAuthBotCheck('resetPassword');

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    setBusy(true);
    if (!(await botCheck.confirm())) {
      setBusy(false);
      return;
    }
    const result = await sendPasswordReset(auth, { email, continueUrl, lang: i18n.language });
    setBusy(false);
    if (result.ok) setSentTo(email.trim());
    else setError({ key: result.error, email: email.trim() });
  });

  if (sentTo) {
    return (
      <Stack gap="md" align="center" ta="center">
        <IconMailCheck size={44} color="var(--mantine-color-green-6)" aria-hidden />
        <Text role="status">{t('resetPasswordPage.sent', { email: sentTo })}</Text>
        <Button component={Link} to={to(paths.auth.login())} variant="light">
          {t('resetPasswordPage.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('resetPasswordPage.intro')}
        </Text>
        {error ? (
          <FormFailureAlert
            message={t(`resetPasswordPage.errors.${error.key}`, { email: error.email })}
            contact={error.key === 'internal'}
          >
            {error.key === 'unknownEmail' && !tenant.hideLoginRegisterButtons ? (
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={to(paths.auth.register())}
                w="fit-content"
              >
                {t('registerLink')}
              </Button>
            ) : null}
          </FormFailureAlert>
        ) : null}
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        {botCheck.field}
        <Button type="submit" loading={busy} fullWidth>
          {t('resetPasswordPage.submit')}
        </Button>
        <Anchor component={Link} to={to(paths.auth.login())} size="sm" ta="center">
          {t('resetPasswordPage.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
