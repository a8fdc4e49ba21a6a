import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { layoutFactsheet, type Language, type ProductConfig } from '@portal/domain';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DesktopEditingNotice } from '../../../components/desktop-editing-notice';
import { PageContainer } from '../../../components/page-container';
import { useStaffEditing } from '../../../hooks/use-staff-editing';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { downloadFactsheetPdf, useFactsheet } from '../api/get-factsheet';
import { effectiveConfig, factsheetLanguage } from '../factsheet-config';
import { FactsheetEditor, type FactsheetComponentChange } from './factsheet-editor';
import { FactsheetPages } from './factsheet-pages';

/** The loading and error states of a factsheet request, translated. */
export function FactsheetStatus({ state }: { state: ReturnType<typeof useFactsheet> }) {
  const { t } = useTranslation('factsheet');
  if (state.status === 'error') {
    return (
      <Alert color="red" title={t('loadError')} data-testid="factsheet-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(apiErrorMessageKey(state.error), { ns: 'errors' })}</Text>
          <Button size="xs" variant="light" onClick={state.refetch}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Center py="xl" data-testid="factsheet-loading">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{t('loading')}</Text>
      </Group>
    </Center>
  );
}

/**
 * `/products/{id}/factsheet` (seed 000 §2 "Factsheet"): the product's factsheet in the page language as of a date
 * (default the last price date; the picker is bounded by the first and last price dates), drawn from the same display
 * list as the PDF, and the preview PDF to download. The edit mode is for those who may edit the product (`canEdit`),
 * except on a phone (`useStaffEditing`, seed 000 §1); `components` is its "Components" tab.
 */
export function FactsheetPage({
  product,
  canEdit: mayEdit = false,
  components,
}: {
  product: ProductConfig;
  canEdit?: boolean;
  components?: (onChanged: (change: FactsheetComponentChange) => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation('factsheet');
  const { canEdit, blockedOnPhone } = useStaffEditing(mayEdit);
  const [lang, setLang] = useState<Language>(() => factsheetLanguage(product, i18n.language));
  const [date, setDate] = useState<string | undefined>(undefined);
  const state = useFactsheet(product.productId, { lang, date });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  const data = state.status === 'success' ? state.data : null;
  const config = useMemo(() => (data ? effectiveConfig(data.config, data.model) : null), [data]);
  const layout = useMemo(() => (data && config ? layoutFactsheet(data.model, config) : null), [data, config]);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadFactsheetPdf(product.productId, { lang, date: data?.model.date ?? date });
    } catch (e) {
      logger.warn('The factsheet PDF could not be downloaded', { productId: product.productId, error: e });
      setDownloadError(t(apiErrorMessageKey(e), { ns: 'errors' }));
    } finally {
      setDownloading(false);
    }
  };

  const toolbar = (
    <Group align="flex-end" justify="space-between" wrap="wrap">
      <TextInput
        type="date"
        label={t('date')}
        value={date ?? data?.model.date ?? ''}
        min={data?.firstDate ?? undefined}
        max={data?.lastDate ?? undefined}
        onChange={(e) => {
          const value = e.currentTarget.value;
          const inRange =
            value !== '' &&
            (!data?.firstDate || value >= data.firstDate) &&
            (!data?.lastDate || value <= data.lastDate);
          if (inRange) setDate(value);
        }}
        disabled={!data}
        w={180}
        data-testid="factsheet-date"
      />
      <Group gap="sm">
        {canEdit ? (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} />}
            onClick={() => {
              setEditing(true);
            }}
            disabled={!data}
            data-testid="factsheet-edit"
          >
            {t('edit')}
          </Button>
        ) : null}
        <Button
          leftSection={<IconDownload size={16} />}
          onClick={() => void download()}
          loading={downloading}
          disabled={!data}
          data-testid="factsheet-download"
        >
          {t('downloadPdf')}
        </Button>
      </Group>
    </Group>
  );

  return (
    <PageContainer title={`${t('title')} · ${product.productName}`} size="xl">
      {blockedOnPhone ? <DesktopEditingNotice /> : null}
      {downloadError ? (
        <Alert
          color="red"
          title={t('downloadError')}
          withCloseButton
          onClose={() => {
            setDownloadError(null);
          }}
        >
          {downloadError}
        </Alert>
      ) : null}
      {data && config && layout && canEdit && editing ? (
        <FactsheetEditor
          product={product}
          data={data}
          config={config}
          lang={lang}
          setLang={setLang}
          refetch={state.refetch}
          reloadModel={state.reload}
          components={components}
          onClose={() => {
            setEditing(false);
          }}
        />
      ) : data && config && layout ? (
        <Stack gap="md">
          {toolbar}
          <FactsheetPages layout={layout} model={data.model} />
        </Stack>
      ) : (
        <Stack gap="md">
          {toolbar}
          <FactsheetStatus state={state} />
        </Stack>
      )}
    </PageContainer>
  );
}
