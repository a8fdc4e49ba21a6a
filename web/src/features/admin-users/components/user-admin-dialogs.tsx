import { Alert, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { USER_DELETE_REASON_MAX } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../../lib/logger';
import type { UserRow } from '../api/list-users';
import { deleteUser, forceEmailVerification } from '../api/user-admin-calls';
import { userAdminFailure, type UserAdminFailure } from '../utils/user-admin-failure';
import { ReasonField, StepButtons, useReason } from './reason-field';

const nameOf = (row: UserRow) => `${row.record.firstName} ${row.record.lastName}`;

/**
 * "Delete user" (seed 000 §6, §8): a required reason, then a confirmation naming what goes (account, record,
 * follows). The function re-checks who may (`userAdminRefusal`) and writes the audit entry.
 */
export function DeleteUserDialog({ target, onClose }: { target: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation('userAdmin');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('delete.title', { name: target ? nameOf(target) : '' })}
      size="lg"
      centered
    >
      {target ? <DeleteUserForm key={target.uid} target={target} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeleteUserForm({ target, onClose }: { target: UserRow; onClose: () => void }) {
  const { t } = useTranslation('userAdmin');
  const name = nameOf(target);
  const reason = useReason(USER_DELETE_REASON_MAX, {
    required: t('delete.reasonRequired'),
    tooLong: (max) => t('delete.reasonTooLong', { max }),
  });
  const trimmed = reason.trimmed;
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UserAdminFailure | null>(null);
  const follows = target.record.followingProducts.length;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteUser({ uid: target.uid, reason: trimmed });
      notifications.show({
        color: 'green',
        title: t('delete.successTitle'),
        message: t('delete.success', { name }),
      });
      onClose();
    } catch (error) {
      const shown = userAdminFailure(error);
      logger.error('User deletion failed', { uid: target.uid, key: shown.key, error: String(error) });
      setFailure(shown);
      setStep('reason');
    } finally {
      setBusy(false);
    }
  };

  if (step === 'confirm') {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('delete.confirmTitle')}>
          {t('delete.confirmMessage', { name, email: target.record.email, count: follows })}
        </Alert>
        <Text size="sm">
          <Text span fw={600}>
            {t('delete.reason')}:
          </Text>{' '}
          {trimmed}
        </Text>
        <StepButtons
          backLabel={t('back')}
          onBack={() => {
            setStep('reason');
          }}
          nextLabel={t('delete.confirm')}
          onNext={() => void confirm()}
          busy={busy}
          color="red"
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('delete.failureTitle')}>
          {t(failure.key, failure.values)}
        </Alert>
      ) : null}
      <Text size="sm">{t('delete.intro', { name, email: target.record.email })}</Text>
      <ReasonField
        reason={reason}
        label={t('delete.reason')}
        description={t('delete.reasonDescription')}
        placeholder={t('delete.reasonPlaceholder')}
        autoFocus
      />
      <StepButtons
        backLabel={t('cancel')}
        onBack={onClose}
        nextLabel={t('continue')}
        onNext={() => {
          if (!reason.check()) return;
          setFailure(null);
          setStep('confirm');
        }}
        color="red"
      />
    </Stack>
  );
}

/** "Force e-mail verification": a confirmation, then the call; the audit entry is written by the function. */
export function ForceVerificationDialog({
  target,
  onClose,
}: {
  target: UserRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('userAdmin');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UserAdminFailure | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    const name = nameOf(target);
    setBusy(true);
    setFailure(null);
    try {
      const result = await forceEmailVerification({ uid: target.uid });
      notifications.show({
        color: 'green',
        title: t('verify.successTitle'),
        message: result.changed
          ? t('verify.success', { name, email: target.record.email })
          : t('verify.already', { name, email: target.record.email }),
      });
      close();
    } catch (error) {
      const shown = userAdminFailure(error);
      logger.error('Forcing e-mail verification failed', {
        uid: target.uid,
        key: shown.key,
        error: String(error),
      });
      setFailure(shown);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('verify.title', { name: target ? nameOf(target) : '' })}
      centered
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('verify.failureTitle')}>
            {t(failure.key, failure.values)}
          </Alert>
        ) : null}
        <Text size="sm">{t('verify.message', { email: target?.record.email ?? '' })}</Text>
        <StepButtons
          backLabel={t('cancel')}
          onBack={close}
          nextLabel={t('verify.confirm')}
          onNext={() => void confirm()}
          busy={busy}
        />
      </Stack>
    </Modal>
  );
}
