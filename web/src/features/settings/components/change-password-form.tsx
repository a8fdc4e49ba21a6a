import { checkPasswordChange } from '@portal/domain';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { useFieldIssues } from '../../../hooks/use-field-issues';
import { changePassword, type ChangePasswordError } from '../api/change-password';
import { accountMethods } from '../api/reauthenticate';
import { PasswordField } from '../../../components/account-fields';

/** /settings/change-password: re-authenticates with the current password, then sets the new one. */
export function ChangePasswordForm({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const toErrors = useFieldIssues();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Exclude<
    ChangePasswordError,
    'wrongPassword' | 'weakPassword'
  > | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const methods = accountMethods(user);
  if (!methods.includes('password')) {
    return (
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {t('changePassword.noPassword', {
          providers: methods.map((m) => t(`overview.methods.${m}`)).join(', '),
        })}
      </Alert>
    );
  }

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const checked = checkPasswordChange(values);
    form.setErrors(checked.ok ? {} : toErrors(checked.issues));
    if (!checked.ok) return;
    setBusy(true);
    const result = await changePassword(user, values);
    setBusy(false);
    if (result.ok) {
      form.reset();
      notifications.show({ color: 'green', message: t('changePassword.changed') });
      return;
    }
    if (result.error === 'wrongPassword')
      form.setFieldError('currentPassword', t('changePassword.wrongPassword'));
    else if (result.error === 'weakPassword')
      form.setFieldError('newPassword', t('changePassword.weakPassword', { detail: result.detail ?? '' }));
    else setFailure(result.error);
  });

  const passwordField = (
    name: 'currentPassword' | 'newPassword' | 'confirmPassword',
    autoComplete: string,
  ) => (
    <PasswordField
      label={ta(`fields.${name}`)}
      autoComplete={autoComplete}
      required
      key={form.key(name)}
      {...form.getInputProps(name)}
    />
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={520}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure ? (
            <FormFailureAlert
              message={t(`changePassword.errors.${failure}`)}
              contact={failure === 'failed'}
            />
          ) : null}
          {passwordField('currentPassword', 'current-password')}
          {passwordField('newPassword', 'new-password')}
          {passwordField('confirmPassword', 'new-password')}
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={busy}>
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
