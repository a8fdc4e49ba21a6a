import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { DocumentUpdateBody, ProductConfig } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../../lib/logger';
import { updateDocument } from '../api/update-document';
import { documentFailure } from '../utils/document-failure';
import {
  documentFormIssues,
  documentMetadataOf,
  FUND_CHOICE,
  type DocumentFormValues,
} from '../utils/document-form';
import type { AdminDocument } from '../utils/document-order';
import { DocumentFields } from './document-fields';
import type { DocumentLabels } from './use-document-labels';

interface EditProps {
  product: ProductConfig;
  /** The document being edited; `null` closes the dialog. */
  target: AdminDocument | null;
  documents: readonly AdminDocument[];
  fund: readonly ProductConfig[];
  labels: DocumentLabels;
  onClose: () => void;
}

/** "Edit": a document's display name, language, share class and login requirement (PATCH of what changed). */
export function EditDocumentModal(props: EditProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={props.target !== null}
      onClose={props.onClose}
      title={t('products.documents.edit.title', { name: props.target?.doc.displayName ?? '' })}
      size="lg"
      centered
    >
      {props.target ? <EditForm key={props.target.id} {...props} target={props.target} /> : null}
    </Modal>
  );
}

function EditForm({
  product,
  target,
  documents,
  fund,
  labels,
  onClose,
}: EditProps & { target: AdminDocument }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({
    mode: 'controlled',
    initialValues: {
      displayName: target.doc.displayName,
      lang: target.doc.lang,
      shareClass: target.doc.shareClass ?? FUND_CHOICE,
      loginRequired: target.doc.loginRequired,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const issues = documentFormIssues(values, product, documents, fund, target.id);
    const metadata = documentMetadataOf(values);
    if (issues.length > 0 || metadata.lang === null) {
      form.setErrors(labels.formErrors(issues, values));
      return;
    }
    // Only what changed: a field another admin changed meanwhile stays theirs.
    const change: DocumentUpdateBody = {
      ...(metadata.displayName !== target.doc.displayName ? { displayName: metadata.displayName } : {}),
      ...(metadata.lang !== target.doc.lang ? { lang: metadata.lang } : {}),
      ...(metadata.shareClass !== target.doc.shareClass ? { shareClass: metadata.shareClass } : {}),
      ...(metadata.loginRequired !== target.doc.loginRequired
        ? { loginRequired: metadata.loginRequired }
        : {}),
    };
    if (Object.keys(change).length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      await updateDocument(product.productId, target.id, change);
      notifications.show({
        color: 'green',
        message: t('products.documents.edit.saved', { name: metadata.displayName }),
      });
      onClose();
    } catch (error) {
      const shown = documentFailure(error);
      logger.warn('A document edit was refused', { productId: product.productId, id: target.id, error });
      if (shown.issues.length > 0) form.setErrors(labels.formErrors(shown.issues, values));
      else setFailure(t(shown.messageKey, { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('products.documents.edit.file', { fileName: target.doc.file.name })}
        </Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <DocumentFields form={form} labels={labels} currentLang={target.doc.lang} disabled={busy} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('products.documents.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('products.documents.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
