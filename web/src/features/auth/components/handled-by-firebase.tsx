import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { env, USE_EMULATORS } from '../../../config/env';
import { firebaseConfig } from '../../../lib/firebase';
import { identityProviderActionUrl } from '../api/action-url';

/**
 * /auth/handled-by-firebase (seed 000 §2): the e-mails of the identity provider link here; the page forwards every
 * query parameter to the provider's action page (production: `https://<authDomain>/__/auth/action`; emulators: the
 * Auth emulator's action page), which verifies the e-mail or resets the password and then returns to `continueUrl`.
 */
export function HandledByFirebase() {
  const { t } = useTranslation('auth');
  const target = useMemo(
    () =>
      identityProviderActionUrl(window.location.search, {
        authDomain: firebaseConfig.authDomain ?? `${env.projectId}.firebaseapp.com`,
        emulatorOrigin: USE_EMULATORS ? `http://${window.location.hostname}:9099` : null,
      }),
    [],
  );
  useEffect(() => {
    // replace(): the back button should not land on this forwarding page again.
    window.location.replace(target);
  }, [target]);
  return (
    <Center py={96}>
      <Stack align="center" gap="sm" ta="center">
        <Loader />
        <Text>{t('handledByFirebase.redirecting')}</Text>
        <Anchor href={target} size="sm">
          {t('handledByFirebase.manualLink')}
        </Anchor>
      </Stack>
    </Center>
  );
}
