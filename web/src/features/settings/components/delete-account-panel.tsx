import { Alert, Button, Checkbox, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRecentLogin } from '@portal/domain';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/firebase-hooks';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { deleteAccount } from '../api/delete-account';
import { ReauthForm } from './reauth-form';
import { logger } from '../../../lib/logger';

type Step = 'confirm' | 'reauth' | 'deleting' | 'failed';

/**
 * /settings/delete-account: the account with everything tied to it, deleted by the server (seed 000 §4, §8;
 * docs/privacy.md). Needs a recent login: an
 * older session is asked to re-authenticate first (and again if the identity provider still refuses).
 */
export function DeleteAccountPanel({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t } = useTranslation('settings');
  const auth = useAuth();
  const [understood, setUnderstood] = useState(false);
  const [step, setStep] = useState<Step>('confirm');
  const [reauthenticated, setReauthenticated] = useState(false);

  const remove = async () => {
    setStep('deleting');
    const result = await deleteAccount(auth);
    if (result.ok) onDeleted();
    else setStep(result.error === 'requiresRecentLogin' ? 'reauth' : 'failed');
  };

  const start = async () => {
    setStep('deleting');
    let recent = reauthenticated;
    if (!recent) {
      try {
        recent = isRecentLogin((await user.getIdTokenResult()).authTime, Date.now());
      } catch (error) {
        logger.error('Reading the sign-in time failed', { error });
      }
    }
    if (recent) await remove();
    else setStep('reauth');
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('deleteAccount.warningTitle')}>
          <Stack gap={4}>
            <Text size="sm">{t('deleteAccount.warning')}</Text>
            <List size="sm">
              <List.Item>{t('deleteAccount.consequences.profile')}</List.Item>
              <List.Item>{t('deleteAccount.consequences.records')}</List.Item>
              <List.Item>{t('deleteAccount.consequences.signIn')}</List.Item>
            </List>
          </Stack>
        </Alert>
        {step === 'failed' ? <FormFailureAlert message={t('deleteAccount.failed')} contact /> : null}
        {step === 'reauth' ? (
          <ReauthForm
            user={user}
            onDone={() => {
              setReauthenticated(true);
              void remove();
            }}
            onCancel={() => {
              setStep('confirm');
            }}
          />
        ) : (
          <>
            <Checkbox
              label={t('deleteAccount.understood')}
              checked={understood}
              onChange={(e) => {
                setUnderstood(e.currentTarget.checked);
              }}
            />
            <Button
              color="red"
              w="fit-content"
              disabled={!understood}
              loading={step === 'deleting'}
              onClick={() => {
                void start();
              }}
            >
              {t('deleteAccount.submit')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
