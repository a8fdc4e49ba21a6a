import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SAMPLE_BULK_COMPONENT_CSV,
  SAMPLE_BULK_COMPONENT_CSV_NAME,
  type BulkComponentApplyResponse,
  type BulkComponentDryRunResponse,
} from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvErrorTable, CsvImportChecking, CsvImportPanel } from '../../../components/csv-import';
import { OperationHistory } from '../../../components/operations';
import { PageContainer } from '../../../components/page-container';
import { formatNumber } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { applyBulkComponents, dryRunBulkComponents } from '../api/bulk-components';
import { DryRunPreview } from './dry-run-preview';

const count = (n: number) => formatNumber(n, { digits: 0 }) ?? String(n);

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checkFailed' }
  | { kind: 'checked'; result: BulkComponentDryRunResponse }
  | { kind: 'applying'; result: BulkComponentDryRunResponse }
  | { kind: 'rejected'; result: BulkComponentApplyResponse }
  | { kind: 'applyFailed'; result: BulkComponentDryRunResponse };

const downloadTemplate = () => {
  saveFile({
    blob: new Blob([SAMPLE_BULK_COMPONENT_CSV], { type: 'text/csv;charset=utf-8' }),
    fileName: SAMPLE_BULK_COMPONENT_CSV_NAME,
  });
};

function ErrorList({
  errors,
  moreErrors,
}: {
  errors: BulkComponentApplyResponse['errors'];
  moreErrors: number;
}) {
  const { t } = useTranslation('bulkComponents');
  return (
    <Stack gap="xs">
      <CsvErrorTable
        issues={errors}
        messageNamespace="bulkComponents"
        total={errors.length + moreErrors}
        title={t('errorsTitle')}
      />
      <Text size="sm">{t('errorsHint')}</Text>
    </Stack>
  );
}

/**
 * Admin → Operations → Update bulk components (seed 000 §2, §5; issue 11 item 6): choose a CSV, read the server's
 * dry run (every row error, or the preview per product and page), confirm, and the server applies the file in one
 * transaction after checking it again. Past imports below, live.
 */
export function BulkComponentsPage() {
  const { t } = useTranslation('bulkComponents');
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const check = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) {
      setStep({ kind: 'idle' });
      return;
    }
    setStep({ kind: 'checking' });
    try {
      setStep({ kind: 'checked', result: await dryRunBulkComponents(chosen) });
    } catch {
      setStep({ kind: 'checkFailed' });
    }
  };

  const apply = async (result: BulkComponentDryRunResponse) => {
    if (!file) return;
    setStep({ kind: 'applying', result });
    try {
      const applied = await applyBulkComponents(file);
      if (applied.status === 'succeeded') {
        notifications.show({
          color: 'green',
          message: t('applied', { count: count(applied.componentsWritten) }),
        });
        setFile(null);
        setStep({ kind: 'idle' });
      } else setStep({ kind: 'rejected', result: applied });
    } catch {
      setStep({ kind: 'applyFailed', result });
    }
  };

  const checked = step.kind === 'checked' || step.kind === 'applying' || step.kind === 'applyFailed';
  const result = checked ? step.result : null;
  const components = result ? result.preview.reduce((n, p) => n + p.components.length, 0) : 0;

  const busy = step.kind === 'checking' || step.kind === 'applying';

  return (
    <PageContainer title={t('title')} size="xl">
      <Text c="dimmed">{t('intro')}</Text>
      <Text size="sm">{t('columns')}</Text>
      <CsvImportPanel
        framed={false}
        file={{
          value: file,
          onChange: (chosen) => void check(chosen),
          label: t('file.label'),
          placeholder: t('file.placeholder'),
          description: t('file.description'),
          accept: '.csv,text/csv',
          clearable: true,
          disabled: busy,
          style: { width: 'min(100%, 420px)' },
        }}
        actions={
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={downloadTemplate}>
            {t('template')}
          </Button>
        }
        progress={step.kind === 'checking' ? <CsvImportChecking label={t('checking')} /> : null}
        failure={step.kind === 'checkFailed' ? t('checkFailed') : null}
        errors={
          step.kind === 'rejected' ? (
            <Stack gap="xs">
              <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
                {t('applyRejected')}
              </Alert>
              <ErrorList errors={step.result.errors} moreErrors={step.result.moreErrors} />
            </Stack>
          ) : result && !result.ok ? (
            <ErrorList errors={result.errors} moreErrors={result.moreErrors} />
          ) : null
        }
        preview={
          result?.ok ? (
            <Stack gap="sm">
              <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('okTitle')}>
                {t('okText', {
                  components: count(components),
                  pages: count(result.preview.length),
                  writes: count(result.writes),
                })}
              </Alert>
              {step.kind === 'applyFailed' ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                  {t('applyFailed')}
                </Alert>
              ) : null}
              <DryRunPreview preview={result.preview} />
            </Stack>
          ) : null
        }
        confirm={
          result?.ok
            ? {
                label: t('apply'),
                onClick: () => void apply(result),
                loading: step.kind === 'applying',
                cancel: {
                  label: t('reset'),
                  onClick: () => void check(null),
                  disabled: step.kind === 'applying',
                },
                dialog: {
                  title: t('confirm.title'),
                  body: (
                    <Text>{t('confirm.body', { count: components, components: count(components) })}</Text>
                  ),
                  cancelLabel: t('confirm.cancel'),
                  confirmLabel: t('confirm.confirm'),
                },
              }
            : undefined
        }
      />
      <OperationHistory
        kind="bulkComponentImport"
        title={t('history.title')}
        namespace="bulkComponents"
        renderResult={({ record }) =>
          record.kind === 'bulkComponentImport' && record.status === 'succeeded' ? (
            <Text size="sm">{t('history.written', { count: count(record.componentsWritten) })}</Text>
          ) : null
        }
      />
    </PageContainer>
  );
}
