import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { deleteDocument } from '../api/delete-document';
import type { AdminDocument } from '../utils/document-order';

/**
 * "Delete": permanent (record and file, docs/documents.md "Archiving"), so it is confirmed by name, and the dialog
 * points to archiving, which readers do not notice either but which can be undone.
 */
export function DeleteDocumentModal({
  productId,
  target,
  onClose,
}: {
  productId: string;
  target: AdminDocument | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = target?.doc.displayName ?? '';

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteDocument(productId, target.id);
      notifications.show({ color: 'green', message: t('products.documents.delete.done', { name }) });
      close();
    } catch (error) {
      logger.warn('A document could not be deleted', { productId, id: target.id, error });
      setFailure(t(apiErrorMessageKey(error), { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={target !== null} onClose={close} title={t('products.documents.delete.title')} centered>
      <Stack gap="md">
        <Text>{t('products.documents.delete.body', { name })}</Text>
        <Text size="sm" c="dimmed">
          {t('products.documents.delete.archiveInstead')}
        </Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('products.documents.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('products.documents.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
