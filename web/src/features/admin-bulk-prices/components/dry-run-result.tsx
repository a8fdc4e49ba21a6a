import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BulkPriceUpdateRecord } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvErrorTable, CsvImportConfirmStep } from '../../../components/csv-import';
import { OperationError, OperationProgress, OperationStatusBadge } from '../../../components/operations';
import { logger } from '../../../lib/logger';
import { confirmBulkPrices } from '../api/bulk-price-api';
import { BulkPricePreviewTable } from './bulk-price-preview-table';

/** The phase of a bulk price update as the page names it. */
function phaseOf(
  record: BulkPriceUpdateRecord,
): 'refused' | 'awaiting' | 'applying' | 'succeeded' | 'failed' {
  if (record.dryRun) return record.status === 'failed' ? 'refused' : 'awaiting';
  if (record.status === 'succeeded') return 'succeeded';
  if (record.status === 'failed') return 'failed';
  return 'applying';
}

/**
 * One bulk price update, live: the dry run (errors that block, warnings that do not, the preview per id), review and
 * confirm, then the progress and the result.
 */
export function DryRunResult({ id, record }: { id: string; record: BulkPriceUpdateRecord }) {
  const { t, i18n } = useTranslation('bulkPrices');
  const [failed, setFailed] = useState(false);
  const numbers = new Intl.NumberFormat(i18n.language);
  const state = record.priceUpdate;
  const phase = phaseOf(record);
  const ids = record.changes.length;

  /** True once the server took the confirmation (the dialog closes); false keeps the dialog open with the failure. */
  const confirm = async (): Promise<boolean> => {
    setFailed(false);
    try {
      await confirmBulkPrices(id);
      return true;
    } catch (error) {
      logger.error('bulk price confirm failed', { operationId: id, error: String(error) });
      setFailed(true);
      return false;
    }
  };

  return (
    <Paper withBorder p="md" data-testid="bulk-price-result" data-phase={phase}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('result.title', { file: record.file?.name ?? '' })}</Title>
          <Group gap="xs">
            <OperationStatusBadge status={record.status} />
            <OperationProgress record={record} />
          </Group>
        </Group>
        <Text data-testid="bulk-price-phase">{t(`phase.${phase}`)}</Text>
        {state ? (
          <Text size="sm" c="dimmed">
            {t('result.counts', {
              rows: t('result.rows', { count: state.rowCount, value: numbers.format(state.rowCount) }),
              ids: t('result.ids', { count: ids, value: numbers.format(ids) }),
              errors: t('result.errors', {
                count: state.errorCount,
                value: numbers.format(state.errorCount),
              }),
              warnings: t('result.warnings', {
                count: state.warningCount,
                value: numbers.format(state.warningCount),
              }),
            })}
          </Text>
        ) : null}
        <OperationError record={record} namespace="bulkPrices" />
        <CsvErrorTable
          issues={record.fileErrors}
          total={state?.errorCount}
          messageNamespace="bulkPrices"
          testId="bulk-price-errors"
        />
        {state && state.warnings.length > 0 ? (
          <CsvErrorTable
            issues={state.warnings}
            total={state.warningCount}
            color="yellow"
            messageNamespace="bulkPrices"
            title={t('result.warningsTitle', { count: state.warningCount })}
            testId="bulk-price-warnings"
          />
        ) : null}
        {ids > 0 ? (
          <Stack gap={4}>
            <Title order={4}>{t('preview.title')}</Title>
            <Text size="sm" c="dimmed">
              {state?.source === 'feed' ? t('preview.feedHint') : t('preview.replaceHint')}
            </Text>
            <BulkPricePreviewTable changes={record.changes} />
          </Stack>
        ) : null}
        {phase === 'awaiting' ? (
          <CsvImportConfirmStep
            confirm={{
              label: t('confirm.review'),
              onClick: confirm,
              testId: 'bulk-price-review',
              dialog: {
                title: t('confirm.title'),
                body: (
                  <>
                    <Text>{t('confirm.body', { count: ids })}</Text>
                    {record.changes.some((c) => c.datesRemoved > 0) ? (
                      <Alert color="orange">{t('confirm.datesRemoved')}</Alert>
                    ) : null}
                  </>
                ),
                failure: failed ? t('confirm.failed') : null,
                cancelLabel: t('confirm.cancel'),
                confirmLabel: t('confirm.ok'),
                confirmTestId: 'bulk-price-confirm',
              },
            }}
          />
        ) : null}
        {phase === 'succeeded' ? (
          <Alert color="green" data-testid="bulk-price-succeeded">
            {t('result.succeeded', { count: state?.applied ?? ids })}
          </Alert>
        ) : null}
        {phase === 'failed' && (state?.restored ?? 0) > 0 ? (
          <Alert color="orange">{t('result.restored', { count: state?.restored ?? 0 })}</Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
