import { Alert, Box, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DOCUMENT_LIMITS, type DocumentFileProblem, type ProductConfig } from '@portal/domain';
import { IconAlertTriangle, IconFileUpload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
// @mantine/dropzone is Mantine's own drop zone, but its 9.6+ releases need Node 22 and this repository builds on
// Node 20: react-dropzone (which @mantine/dropzone wraps) gives the same behaviour here.
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { formatFileSize } from '../../../lib/format-document';
import { logger } from '../../../lib/logger';
import { uploadDocument } from '../api/upload-document';
import { documentFailure } from '../utils/document-failure';
import {
  documentFormIssues,
  documentMetadataOf,
  FUND_CHOICE,
  type DocumentFormValues,
} from '../utils/document-form';
import type { AdminDocument } from '../utils/document-order';
import {
  checkUploadFile,
  displayNameOf,
  dropzoneAccept,
  HEAD_BYTES,
  rejectionProblem,
} from '../utils/upload-file';
import { DocumentFields } from './document-fields';
import type { DocumentLabels } from './use-document-labels';

const ACCEPT = dropzoneAccept();

interface ChosenFile {
  file: File;
  /** What the server would refuse of it (checked in the browser first), or `null`. */
  problem: DocumentFileProblem | 'tooMany' | null;
  warnLarge: boolean;
}

/**
 * Upload of a document: a drop zone (or file picker) taking one file of the accepted types up to the size limit,
 * checked in the browser as the server checks it (type proven by the first bytes, size), then its metadata, checked
 * against the live list (a display name unique per language). Refusals of the server land on the same fields.
 */
export function UploadPanel({
  product,
  documents,
  fund,
  labels,
}: {
  product: ProductConfig;
  /** The product's documents, archived ones included (display names must be unique among all of them). */
  documents: readonly AdminDocument[];
  fund: readonly ProductConfig[];
  labels: DocumentLabels;
}) {
  const { t, i18n } = useTranslation('admin');
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const uploading = progress !== null;
  const initialValues = (): DocumentFormValues => ({
    displayName: '',
    lang: product.langsForDocuments.find((l) => l === i18n.language) ?? product.langsForDocuments[0] ?? 'en',
    shareClass: FUND_CHOICE,
    loginRequired: false,
  });
  const form = useForm<DocumentFormValues>({ mode: 'controlled', initialValues: initialValues() });

  const choose = async (file: File) => {
    setFailure(null);
    let head = new Uint8Array(0);
    try {
      head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    } catch (error) {
      logger.warn('The chosen file could not be read', { error });
    }
    const checked = checkUploadFile(file.name, file.size, head);
    setChosen({
      file,
      problem: checked.ok ? null : checked.problem,
      warnLarge: checked.ok && checked.warnLarge,
    });
    form.setFieldValue('displayName', displayNameOf(file.name));
    form.clearErrors();
  };

  const dropzone = useDropzone({
    accept: ACCEPT,
    maxSize: DOCUMENT_LIMITS.maxBytes,
    multiple: false,
    disabled: uploading,
    onDropAccepted: ([file]) => {
      if (file) void choose(file);
    },
    onDropRejected: (rejections) => {
      const [first] = rejections;
      if (!first) return;
      setFailure(null);
      setChosen({
        file: first.file,
        problem: rejectionProblem(rejections.flatMap((r) => r.errors.map((e) => e.code))),
        warnLarge: false,
      });
      form.setFieldValue('displayName', displayNameOf(first.file.name));
    },
  });

  const reset = () => {
    setChosen(null);
    setFailure(null);
    form.setValues(initialValues());
    form.clearErrors();
  };

  const submit = form.onSubmit(async (values) => {
    if (!chosen || chosen.problem) return;
    setFailure(null);
    const issues = documentFormIssues(values, product, documents, fund);
    const metadata = documentMetadataOf(values);
    if (issues.length > 0 || metadata.lang === null) {
      form.setErrors(labels.formErrors(issues, values));
      return;
    }
    setProgress(0);
    try {
      await uploadDocument(product.productId, chosen.file, { ...metadata, lang: metadata.lang }, setProgress);
      notifications.show({
        color: 'green',
        message: t('products.documents.upload.done', { name: metadata.displayName }),
      });
      reset();
    } catch (error) {
      const shown = documentFailure(error);
      logger.warn('A document upload was refused', { productId: product.productId, error });
      if (shown.issues.length > 0) form.setErrors(labels.formErrors(shown.issues, values));
      if (shown.fileProblem) setChosen({ ...chosen, problem: shown.fileProblem });
      if (shown.issues.length === 0 && !shown.fileProblem) setFailure(t(shown.messageKey, { ns: 'errors' }));
    } finally {
      setProgress(null);
    }
  });

  const { isDragActive, isDragReject } = dropzone;
  const borderColor = isDragReject
    ? 'var(--mantine-color-red-6)'
    : isDragActive
      ? 'var(--mantine-primary-color-filled)'
      : 'var(--mantine-color-default-border)';

  return (
    <Paper withBorder radius="md" p="lg" data-testid="document-upload">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('products.documents.upload.title')}
        </Title>
        <Box
          {...dropzone.getRootProps()}
          data-testid="document-dropzone"
          style={{
            border: `2px dashed ${borderColor}`,
            borderRadius: 'var(--mantine-radius-md)',
            padding: 'var(--mantine-spacing-lg)',
            cursor: uploading ? 'not-allowed' : 'pointer',
            background: isDragActive ? 'var(--mantine-primary-color-light)' : undefined,
          }}
        >
          <input {...dropzone.getInputProps()} aria-label={t('products.documents.upload.choose')} />
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconFileUpload size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600}>{t('products.documents.upload.drop')}</Text>
              <Text size="sm" c="dimmed">
                {labels.acceptedHint}
              </Text>
            </Stack>
          </Group>
        </Box>

        {chosen ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Stack gap={4} data-testid="chosen-file">
                <Group gap="xs" wrap="nowrap">
                  <IconPaperclip size={16} />
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {chosen.file.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatFileSize(chosen.file.size)}
                  </Text>
                </Group>
                {chosen.problem ? (
                  <Text size="sm" c="red.8" role="alert" data-testid="file-error">
                    {labels.fileProblem(chosen.problem, chosen.file.name)}
                  </Text>
                ) : null}
              </Stack>
              {chosen.warnLarge ? (
                <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="file-warning">
                  {t('products.documents.upload.largeWarning', {
                    size: formatFileSize(chosen.file.size),
                    limit: formatFileSize(DOCUMENT_LIMITS.warnBytes),
                  })}
                </Alert>
              ) : null}
              {failure ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                  {failure}
                </Alert>
              ) : null}
              <DocumentFields form={form} labels={labels} disabled={uploading} />
              {uploading ? (
                <Stack gap={4}>
                  <Progress
                    value={progress * 100}
                    animated
                    aria-label={t('products.documents.upload.progress')}
                  />
                  <Text size="xs" c="dimmed" aria-live="polite">
                    {t('products.documents.upload.uploading', {
                      percent: formatPercent(progress, { signed: false, digits: 0 }),
                    })}
                  </Text>
                </Stack>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={reset} disabled={uploading}>
                  {t('products.documents.upload.cancel')}
                </Button>
                <Button type="submit" loading={uploading} disabled={chosen.problem !== null}>
                  {t('products.documents.upload.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
