import { Alert, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { priceCsvRefusalSchema, type ImportPricesResponse, type PriceCsvRefusal } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvErrorTable, CsvImportPanel } from '../../../../components/csv-import';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatDate, formatPercent, formatPrice } from '../../../../lib/format';
import { logger } from '../../../../lib/logger';
import { importPrices } from '../../api/price-data';
import { usePriceMessages } from './use-price-messages';

type State =
  | { kind: 'idle' }
  | { kind: 'errors'; refusal: PriceCsvRefusal }
  | { kind: 'preview'; csv: string; fileName: string; preview: ImportPricesResponse };

/** At most this many warnings are listed (a feed with a stale price for a year would list hundreds). */
const MAX_WARNINGS_SHOWN = 50;

function Preview({ preview, currency }: { preview: ImportPricesResponse; currency: string }) {
  const { t, i18n } = useTranslation('priceData');
  const c = preview.change;
  const date = (d: string | null) => formatDate(d, i18n.language) ?? '–';
  const price = (p: number | null) => formatPrice(p, currency) ?? '–';
  const rows: [string, string, string][] = [
    [t('preview.rows'), String(c.rowsBefore), String(c.rowsAfter)],
    [t('preview.firstDate'), date(c.firstDateBefore), date(c.firstDateAfter)],
    [t('preview.lastDate'), date(c.lastDateBefore), date(c.lastDateAfter)],
    [t('preview.lastPrice'), price(c.lastPriceBefore), price(c.lastPriceAfter)],
  ];
  const warnings = preview.warnings.slice(0, MAX_WARNINGS_SHOWN);
  return (
    <Stack gap="sm" data-testid="price-csv-preview">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Table fz="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('preview.before')}</Table.Th>
              <Table.Th>{t('preview.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, before, after]) => (
              <Table.Tr key={label}>
                <Table.Th>{label}</Table.Th>
                <Table.Td>{before}</Table.Td>
                <Table.Td fw={before === after ? undefined : 600}>{after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Table fz="sm" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t('preview.added')}</Table.Th>
              <Table.Td data-testid="preview-added">{c.datesAdded}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('preview.replaced')}</Table.Th>
              <Table.Td>{c.rowsAfter - c.datesAdded}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('preview.changed')}</Table.Th>
              <Table.Td>{c.pricesChanged}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('preview.removed')}</Table.Th>
              <Table.Td c={c.datesRemoved > 0 ? 'red' : undefined}>{c.datesRemoved}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </SimpleGrid>
      {c.firstChangedDate === null ? <Alert color="gray">{t('preview.unchanged')}</Alert> : null}
      {c.datesRemoved > 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          {t('preview.removedWarning', { count: c.datesRemoved })}
        </Alert>
      ) : null}
      {warnings.length > 0 ? (
        <Alert
          color="yellow"
          title={t('warnings.title', { count: preview.warnings.length })}
          data-testid="price-quality-warnings"
        >
          <Table fz="sm" withRowBorders={false} verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('warnings.date')}</Table.Th>
                <Table.Th>{t('warnings.since')}</Table.Th>
                <Table.Th>{t('warnings.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {warnings.map((w) => (
                <Table.Tr key={`${w.messageKey}-${w.date}`}>
                  <Table.Td>{date(w.date)}</Table.Td>
                  <Table.Td>{w.fromDate ? date(w.fromDate) : ''}</Table.Td>
                  <Table.Td>
                    {t(w.messageKey, {
                      businessDays: w.businessDays ?? 0,
                      move: formatPercent(w.move ?? null, { signed: true }) ?? '',
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {preview.warnings.length > warnings.length ? (
            <Text size="sm">{t('warnings.more', { count: preview.warnings.length - warnings.length })}</Text>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Upload of a single-product price CSV (seed 000 §5): the API checks the file (every row error listed by row, column
 * and value) and previews the change with its quality warnings; only the confirmation replaces the series, and only
 * if nobody changed it since the preview.
 */
export function PriceUploadPanel({
  productId,
  currency,
  onChanged,
}: {
  productId: string;
  currency: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('priceData');
  const messages = usePriceMessages();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown, what: string) => {
    const refusal =
      error instanceof ApiRequestError ? priceCsvRefusalSchema.safeParse(error.details) : undefined;
    if (refusal?.success) {
      setState({ kind: 'errors', refusal: refusal.data });
      return;
    }
    if (!(error instanceof ApiRequestError) || error.status >= 500) logger.error(what, { productId, error });
    setFailure(messages.apiError(error));
  };

  const check = async () => {
    if (!file) return;
    setFailure(null);
    setState({ kind: 'idle' });
    let csv: string;
    try {
      csv = await file.text();
    } catch (error) {
      logger.warn('A price CSV could not be read', { error: String(error) });
      setFailure(t('upload.readError'));
      return;
    }
    setBusy(true);
    try {
      const preview = await importPrices(productId, { csv, fileName: file.name, dryRun: true });
      setState({ kind: 'preview', csv, fileName: file.name, preview });
    } catch (error) {
      fail(error, 'Checking a price CSV failed');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (state.kind !== 'preview') return;
    setFailure(null);
    setBusy(true);
    try {
      const done = await importPrices(productId, {
        csv: state.csv,
        fileName: state.fileName,
        dryRun: false,
        expectedVersion: state.preview.version,
      });
      notifications.show({ color: 'green', message: t('preview.applied', { count: done.change.rowsAfter }) });
      setState({ kind: 'idle' });
      setFile(null);
      onChanged();
    } catch (error) {
      fail(error, 'Replacing a price series failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <CsvImportPanel
      title={t('upload.title')}
      hint={t('upload.hint')}
      file={{
        value: file,
        onChange: (f) => {
          setFile(f);
          setState({ kind: 'idle' });
          setFailure(null);
        },
        label: t('upload.choose'),
        placeholder: t('upload.placeholder'),
        testId: 'price-csv',
      }}
      check={{
        label: t('upload.check'),
        onClick: () => void check(),
        loading: busy && state.kind !== 'preview',
        disabled: !file,
      }}
      failure={failure}
      errors={
        state.kind === 'errors' ? (
          <CsvErrorTable
            issues={state.refusal.errors}
            total={state.refusal.errors.length + state.refusal.more}
            messageNamespace="priceData"
            title={t('upload.errorsTitle', { count: state.refusal.errors.length + state.refusal.more })}
            columnLabel={(column) => t(`upload.columns.${column}`)}
            describe={(e) =>
              e.firstRow === undefined
                ? t(e.messageKey)
                : `${t(e.messageKey)} ${t('upload.firstRow', { row: e.firstRow })}`
            }
            testId="price-csv-errors"
          />
        ) : null
      }
      preview={
        state.kind === 'preview' ? (
          <>
            <Title order={5}>{t('preview.title', { file: state.fileName })}</Title>
            <Text size="sm" c="dimmed">
              {t('preview.intro')}
            </Text>
            <Preview preview={state.preview} currency={currency} />
          </>
        ) : null
      }
      confirm={
        state.kind === 'preview'
          ? {
              label: t('preview.confirm'),
              onClick: () => void confirm(),
              loading: busy,
              color: 'red',
              disabled: state.preview.change.firstChangedDate === null,
              testId: 'price-csv-confirm',
              cancel: {
                label: t('preview.cancel'),
                disabled: busy,
                onClick: () => {
                  setState({ kind: 'idle' });
                },
              },
            }
          : undefined
      }
    />
  );
}
