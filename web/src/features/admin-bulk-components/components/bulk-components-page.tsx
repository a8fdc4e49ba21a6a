import { Alert, Button, FileInput, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SAMPLE_BULK_COMPONENT_CSV,
  SAMPLE_BULK_COMPONENT_CSV_NAME,
  type BulkComponentApplyResponse,
  type BulkComponentDryRunResponse,
} from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationHistory } from '../../../components/operations';
import { FileIssueTable } from '../../../components/operations/file-issue-table';
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
      <FileIssueTable
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
  const [confirming, setConfirming] = useState(false);

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
    setConfirming(false);
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

  return (
    <PageContainer title={t('title')} size="xl">
      <Text c="dimmed">{t('intro')}</Text>
      <Text size="sm">{t('columns')}</Text>
      <Group align="flex-end">
        <FileInput
          label={t('file.label')}
          placeholder={t('file.placeholder')}
          description={t('file.description')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(chosen) => void check(chosen)}
          clearable
          w={{ base: '100%', sm: 420 }}
          disabled={step.kind === 'checking' || step.kind === 'applying'}
        />
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={downloadTemplate}>
          {t('template')}
        </Button>
      </Group>
      {step.kind === 'checking' ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('checking')}</Text>
        </Group>
      ) : null}
      {step.kind === 'checkFailed' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {t('checkFailed')}
        </Alert>
      ) : null}
      {step.kind === 'rejected' ? (
        <Stack gap="xs">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('applyRejected')}
          </Alert>
          <ErrorList errors={step.result.errors} moreErrors={step.result.moreErrors} />
        </Stack>
      ) : null}
      {result && !result.ok ? <ErrorList errors={result.errors} moreErrors={result.moreErrors} /> : null}
      {result?.ok ? (
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
          <Group>
            <Button
              onClick={() => {
                setConfirming(true);
              }}
              loading={step.kind === 'applying'}
            >
              {t('apply')}
            </Button>
            <Button variant="default" onClick={() => void check(null)} disabled={step.kind === 'applying'}>
              {t('reset')}
            </Button>
          </Group>
          <Modal
            opened={confirming}
            onClose={() => {
              setConfirming(false);
            }}
            title={t('confirm.title')}
          >
            <Stack>
              <Text>{t('confirm.body', { count: components, components: count(components) })}</Text>
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => {
                    setConfirming(false);
                  }}
                >
                  {t('confirm.cancel')}
                </Button>
                <Button onClick={() => void apply(result)}>{t('confirm.confirm')}</Button>
              </Group>
            </Stack>
          </Modal>
        </Stack>
      ) : null}
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
