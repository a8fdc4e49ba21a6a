import { Anchor, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { SAMPLE_BULK_PRICE_CSV_PATH } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportPanel } from '../../../components/csv-import';
import { OperationHistory } from '../../../components/operations';
import { useOperations } from '../../../components/operations/use-operations';
import { ApiRequestError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { dryRunBulkPrices } from '../api/bulk-price-api';
import { DryRunResult } from './dry-run-result';
import { RiskFreeSeriesPanel } from './risk-free-series-panel';

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

  const entry = operations.status === 'success' ? operations.data.find((o) => o.id === selected) : undefined;
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
          <CsvImportPanel
            framed={false}
            file={{
              value: file,
              onChange: (chosen) => {
                setProblem(null);
                setFile(chosen);
              },
              label: t('upload.drop'),
              dropzone: {
                hint: t('upload.hint'),
                testId: 'bulk-price-dropzone',
                inputTestId: 'bulk-price-file',
                onRejected: () => {
                  setProblem('upload.wrongType');
                },
              },
            }}
            progress={
              sending ? (
                <Stack gap={2}>
                  <Progress value={sending.fraction * 100} animated />
                  <Text size="sm" c="dimmed">
                    {t(`upload.${sending.phase}`)}
                  </Text>
                </Stack>
              ) : null
            }
            failure={
              problem ? (
                <span data-testid="bulk-price-upload-problem">{t(problem as 'upload.failed')}</span>
              ) : null
            }
            check={{
              label: t('upload.dryRun'),
              onClick: () => void send(),
              loading: sending !== null,
              disabled: !file,
              testId: 'bulk-price-dry-run',
            }}
          />
        </Stack>
      </Paper>

      {record && selected ? <DryRunResult id={selected} record={record} /> : null}

      {/* Reloaded when the selected update finishes: it may have replaced a rate series. */}
      <RiskFreeSeriesPanel refresh={`${selected ?? ''}:${record?.status ?? ''}`} />

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
