import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EXPORT_FILES, type ExportFile } from '@portal/domain';
import { IconDownload, IconFileZip, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationHistory } from '../../../components/operations';
import type { OperationEntry } from '../../../components/operations/use-operations';
import { PageContainer } from '../../../components/page-container';
import { downloadPlatformExport, requestPlatformExport } from '../api/platform-export';

const FILES = Object.keys(EXPORT_FILES) as ExportFile[];

/** File sizes in the reader's language (`Intl`, units kB and MB). */
function formatSize(bytes: number, lang: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes, 1) / 1024, 'kilobyte'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** The result cell of a finished export: its size and the download (failures are shown by the history). */
function ExportResult({ entry }: { entry: OperationEntry }) {
  const { t, i18n } = useTranslation('exportPlatform');
  const [busy, setBusy] = useState(false);
  const { id, record } = entry;
  if (record.kind !== 'export' || record.status !== 'succeeded' || !record.file) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        loading={busy}
        onClick={() => {
          setBusy(true);
          downloadPlatformExport(id)
            .catch(() => {
              notifications.show({ color: 'red', message: t('downloadFailed') });
            })
            .finally(() => {
              setBusy(false);
            });
        }}
      >
        {t('history.download')}
      </Button>
      {record.file.size === undefined ? null : (
        <Text size="sm" c="dimmed">
          {t('history.size', { size: formatSize(record.file.size, i18n.language) })}
        </Text>
      )}
    </Group>
  );
}

/**
 * Admin → Operations → Export platform (seed 000 §2, §4; issue 11 item 7): request an export, built by a background
 * task; past exports with status, who, when, size and a download link.
 */
export function ExportPage() {
  const { t } = useTranslation('exportPlatform');
  const [requesting, setRequesting] = useState(false);
  const request = () => {
    setRequesting(true);
    requestPlatformExport()
      .then(() => {
        notifications.show({ color: 'green', message: t('requested') });
      })
      .catch(() => {
        notifications.show({ color: 'red', message: t('requestFailed') });
      })
      .finally(() => {
        setRequesting(false);
      });
  };
  return (
    <PageContainer title={t('title')} size="xl">
      <Text c="dimmed">{t('intro')}</Text>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('contents.title')}
        </Title>
        <List size="sm" spacing={4}>
          {FILES.map((f) => (
            <List.Item key={f}>{t(`contents.${f}`)}</List.Item>
          ))}
        </List>
      </Stack>
      <Alert color="blue" variant="light" icon={<IconShieldCheck size={18} />}>
        {t('safety')}
      </Alert>
      <Group>
        <Button leftSection={<IconFileZip size={16} />} onClick={request} loading={requesting}>
          {t('request')}
        </Button>
      </Group>
      <OperationHistory
        kind="export"
        title={t('history.title')}
        namespace="exportPlatform"
        renderResult={(entry) => <ExportResult entry={entry} />}
      />
    </PageContainer>
  );
}
