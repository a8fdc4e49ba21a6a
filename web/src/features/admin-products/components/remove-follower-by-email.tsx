import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { useSession } from '../../../lib/session';
import { removeFollowerByEmail } from '../api/followers';

/**
 * Removes a self-registered follower named by e-mail (seed 000 §5 "requires exactly one user with the given e-mail",
 * §8 "not found, multiple found"): the server looks the address up among the user records and refuses when none or
 * several have it; the message says which.
 */
export function RemoveFollowerByEmail({ productId }: { productId: string }) {
  const { t } = useTranslation('follow');
  const session = useSession();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actorUid = session.user?.uid;

  const submit = async () => {
    const address = email.trim();
    if (!actorUid || address === '') return;
    setBusy(true);
    setError(null);
    try {
      const result = await removeFollowerByEmail(actorUid, productId, address);
      notifications.show({
        color: result.removed > 0 ? 'green' : 'yellow',
        message: t(result.removed > 0 ? 'admin.removeByEmail.removed' : 'admin.removeByEmail.notFollowing', {
          email: address,
        }),
      });
      setEmail('');
    } catch (caught) {
      if (!(caught instanceof ApiRequestError) || caught.status >= 500)
        logger.error('Removing a follower by e-mail failed', { productId, error: caught });
      setError(t(apiErrorMessageKey(caught), { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={5}>{t('admin.removeByEmail.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.removeByEmail.hint')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              type="email"
              label={t('admin.removeByEmail.email')}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
              }}
              required
              style={{ flex: 1 }}
              data-testid="remove-follower-email"
            />
            <Button type="submit" color="red" variant="light" loading={busy} disabled={!actorUid}>
              {t('admin.removeByEmail.submit')}
            </Button>
          </Group>
        </form>
        {error ? (
          <Alert color="red" data-testid="remove-follower-error">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
