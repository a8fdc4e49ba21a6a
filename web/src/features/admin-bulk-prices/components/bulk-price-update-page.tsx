import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { SAMPLE_BULK_PRICE_CSV_PATH } from '@portal/domain';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
// @mantine/dropzone needs Node 22 from 9.6 on; react-dropzone (which it wraps) does the same here.
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { OperationHistory } from '../../../components/operations';
import { useOperations } from '../../../components/operations/use-operations';
import { ApiRequestError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { dryRunBulkPrices } from '../api/bulk-price-api';
import { DryRunResult } from './dry-run-result';

type Sending = { phase: 'compressing' | 'uploading'; fraction: number } | null;

const failureKey = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 413
    ? 'upload.tooLarge'
    : error instanceof ApiRequestError && error.status === 400
      ? 'upload.unreadable'
      : 'upload.failed';

/**
 * `/admin/operations/bulk-price-data-update` (seed 000 §2, §4 "Bulk price update flow"): the dashboard of past
 * updates, the upload of a bulk CSV, its dry run, review and confirm, then the live progress and the result.
 */
export function BulkPriceUpdatePage() {
  const { t } = useTranslation('bulkPrices');
  const operations = useOperations('bulkPriceUpdate');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] },
    multiple: false,
    onDrop: (accepted, rejected) => {
      setProblem(rejected.length > 0 ? 'upload.wrongType' : null);
      setFile(accepted[0] ?? null);
    },
  });

  const send = async () => {
    if (!file) return;
    setProblem(null);
    setSending({ phase: 'compressing', fraction: 0 });
    try {
      const result = await dryRunBulkPrices(file, (phase, fraction) => {
        setSending({ phase, fraction });
      });
      setSelected(result.operationId);
      setFile(null);
    } catch (error) {
      logger.error('bulk price dry run failed', { error: String(error) });
      setProblem(failureKey(error));
    } finally {
      setSending(null);
    }
  };

  const entry =
    operations.status === 'success' ? operations.operations.find((o) => o.id === selected) : undefined;
  const record = entry?.record.kind === 'bulkPriceUpdate' ? entry.record : null;

  return (
    <Stack gap="lg" data-testid="bulk-price-page">
      <Stack gap={4}>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
        <Group gap="xs">
          <IconDownload size={16} />
          <Anchor href={SAMPLE_BULK_PRICE_CSV_PATH} download data-testid="bulk-price-sample">
            {t('sample.link')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('sample.hint')}
          </Text>
        </Group>
      </Stack>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3}>{t('upload.title')}</Title>
          <Paper
            {...getRootProps()}
            withBorder
            p="xl"
            style={{ borderStyle: 'dashed', cursor: 'pointer', textAlign: 'center' }}
            bg={isDragActive ? 'var(--mantine-primary-color-light)' : undefined}
            data-testid="bulk-price-dropzone"
          >
            <input {...getInputProps()} aria-label={t('upload.drop')} data-testid="bulk-price-file" />
            <Stack align="center" gap={4}>
              <IconFileUpload size={32} />
              <Text>{file ? file.name : t('upload.drop')}</Text>
              <Text size="sm" c="dimmed">
                {t('upload.hint')}
              </Text>
            </Stack>
          </Paper>
          {problem ? (
            <Alert color="red" data-testid="bulk-price-upload-problem">
              {t(problem as 'upload.failed')}
            </Alert>
          ) : null}
          {sending ? (
            <Stack gap={2}>
              <Progress value={sending.fraction * 100} animated />
              <Text size="sm" c="dimmed">
                {t(`upload.${sending.phase}`)}
              </Text>
            </Stack>
          ) : null}
          <Group>
            <Button
              disabled={!file}
              loading={sending !== null}
              onClick={() => void send()}
              data-testid="bulk-price-dry-run"
            >
              {t('upload.dryRun')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {record && selected ? <DryRunResult id={selected} record={record} /> : null}

      <OperationHistory
        kind="bulkPriceUpdate"
        namespace="bulkPrices"
        title={t('history')}
        selectedId={selected}
        onSelect={(e) => {
          setSelected(e.id);
        }}
        renderResult={(e) =>
          e.record.kind === 'bulkPriceUpdate' && !e.record.dryRun ? (
            <Text size="sm">
              {t('historyResult', {
                count: e.record.changes.length,
                done: e.record.priceUpdate?.applied ?? 0,
                total: e.record.changes.length,
              })}
            </Text>
          ) : e.record.kind === 'bulkPriceUpdate' && e.record.status === 'pending' ? (
            <Text size="sm">{t('phase.awaiting')}</Text>
          ) : null
        }
      />
    </Stack>
  );
}
