import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../lib/api-client';
import { logger } from '../lib/logger';

/**
 * A destructive action confirmed in a dialog (delete a document, remove a follower): runs `action`, closes on
 * success, and on failure stays open with the API's translated message (nothing is half-done: the API writes in one
 * batch or not at all).
 */
export function ConfirmActionModal({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  action,
  failureLog,
  onClose,
  confirmTestId,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  action: () => Promise<void>;
  /** What the log says when the action fails (with the error). */
  failureLog: { message: string; context: Record<string, unknown> };
  onClose: () => void;
  confirmTestId?: string;
}) {
  const { t } = useTranslation('errors');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      close();
    } catch (error) {
      logger.warn(failureLog.message, { ...failureLog.context, error });
      setFailure(t(apiErrorMessageKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        {children}
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
