import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconLock } from '@tabler/icons-react';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountMethods, reauthenticate, type ReauthError } from '../api/reauthenticate';
import { PasswordField } from '../../../components/account-fields';

/**
 * The re-authentication prompt of sensitive actions (seed 000 §4, §8 "Re-authentication required: log in again"):
 * the password, or the Google / Microsoft account the user signs in with.
 */
export function ReauthForm({
  user,
  onDone,
  onCancel,
}: {
  user: User;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Exclude<ReauthError, 'cancelled'> | null>(null);
  const method = accountMethods(user)[0] ?? 'password';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await reauthenticate(user, method === 'password' ? { method, password } : { method });
    setBusy(false);
    if (result.ok) onDone();
    else if (result.error !== 'cancelled') setError(result.error);
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <IconLock size={18} />
        <Text fw={600}>{t('reauth.title')}</Text>
      </Group>
      <Text size="sm">{t('reauth.body')}</Text>
      {error ? (
        <Alert color="red" role="alert">
          {t(`reauth.errors.${error}`)}
        </Alert>
      ) : null}
      {method === 'password' ? (
        <PasswordField
          label={ta('fields.currentPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
          }}
          data-autofocus
        />
      ) : null}
      <Group gap="sm">
        <Button
          loading={busy}
          disabled={method === 'password' && password === ''}
          leftSection={
            method === 'google' ? (
              <IconBrandGoogle size={16} />
            ) : method === 'microsoft' ? (
              <IconBrandWindows size={16} />
            ) : null
          }
          onClick={() => {
            void confirm();
          }}
        >
          {t(`reauth.confirm.${method}`)}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('reauth.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
