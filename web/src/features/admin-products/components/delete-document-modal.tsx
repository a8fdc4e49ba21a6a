import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { deleteDocument } from '../api/delete-document';
import type { AdminDocument } from '../utils/document-order';
import { ConfirmActionModal } from '../../../components/confirm-action-modal';

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
  const name = target?.doc.displayName ?? '';
  return (
    <ConfirmActionModal
      opened={target !== null}
      title={t('products.documents.delete.title')}
      cancelLabel={t('products.documents.cancel')}
      confirmLabel={t('products.documents.delete.confirm')}
      action={async () => {
        if (!target) return;
        await deleteDocument(productId, target.id);
        notifications.show({ color: 'green', message: t('products.documents.delete.done', { name }) });
      }}
      failureLog={{ message: 'A document could not be deleted', context: { productId, id: target?.id } }}
      onClose={onClose}
    >
      <Text>{t('products.documents.delete.body', { name })}</Text>
      <Text size="sm" c="dimmed">
        {t('products.documents.delete.archiveInstead')}
      </Text>
    </ConfirmActionModal>
  );
}
