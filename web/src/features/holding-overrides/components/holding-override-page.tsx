import { useMemo, useState } from 'react';
import { Alert, MultiSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  fileIssuesFromCsvErrors,
  isProductAdmin,
  MAX_HOLDING_OVERRIDE_PRODUCTS,
  type AccessContext,
  type HoldingOverrideResponse,
  type ProductConfig,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { CsvErrorTable, CsvImportPanel } from '../../../components/csv-import';
import { OperationHistory } from '../../../components/operations';
import { PageContainer } from '../../../components/page-container';
import { apiErrorMessageKey, ApiRequestError } from '../../../lib/api-client';
import { useHoldingLabels } from '../../../lib/holding-labels';
import { logger } from '../../../lib/logger';
import { runHoldingOverride } from '../api/holding-overrides';
import { CurrentOverrides } from './current-overrides';
import { ScrollTable } from '../../../components/scroll-table';

function Preview({ result, nameOf }: { result: HoldingOverrideResponse; nameOf: (id: string) => string }) {
  const { t, i18n } = useTranslation('holdingsAdmin');
  const labels = useHoldingLabels();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <ScrollTable label={t('overrides.preview.values')} minWidth={720} mah={420}>
      <Table striped withTableBorder data-testid="override-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('overrides.preview.row')}</Table.Th>
            <Table.Th>{t('overrides.preview.holding')}</Table.Th>
            <Table.Th>{t('overrides.preview.values')}</Table.Th>
            <Table.Th>{t('overrides.preview.products')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.overrides.map((o) => (
            <Table.Tr key={o.row}>
              <Table.Td>{count.format(o.row)}</Table.Td>
              <Table.Td>{[o.holdingName, o.currency, o.isin].filter((x) => x !== '').join(' · ')}</Table.Td>
              <Table.Td>{labels.overrideValues(o.values)}</Table.Td>
              <Table.Td>{o.productIds.map(nameOf).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * `/admin/operations/override-holding-data` (seed 000 §2, §3, §5, §8): choose products, upload an override CSV, read
 * the dry run (every error by row, column and value, or the overrides to write), apply; past operations below.
 * Decisions: docs/holdings-admin.md.
 */
export function HoldingOverridePage({
  products,
  access,
}: {
  products: readonly ProductConfig[];
  access: AccessContext;
}) {
  const { t, i18n } = useTranslation('holdingsAdmin');
  const { t: ta } = useTranslation('admin');
  const count = new Intl.NumberFormat(i18n.language);
  const labels = useHoldingLabels();
  const eligible = useMemo(
    () => products.filter((p) => p.allowHoldingDataModification && isProductAdmin(access, p.productId)),
    [products, access],
  );
  const [productIds, setProductIds] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<HoldingOverrideResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setResult(null);
    setFailure(null);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const text = csv ?? (await file.text());
      setCsv(text);
      const r = await runHoldingOverride({ productIds, fileName: file.name, csv: text, dryRun });
      setResult(r);
      if (!dryRun && r.ok) {
        notifications.show({ color: 'green', message: t('overrides.applied', { count: r.writes }) });
        setFile(null);
        setCsv(null);
        setResult(null);
      }
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500)
        logger.error('A holding override failed', { productIds, error });
      setFailure(t(apiErrorMessageKey(error), { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title={ta('pages.overrideHoldingData')} size="xl">
      <Text size="sm" c="dimmed">
        {t('overrides.intro')}
      </Text>
      {eligible.length === 0 ? (
        <Alert color="gray">{t('overrides.noProducts')}</Alert>
      ) : (
        <CsvImportPanel
          fields={
            <MultiSelect
              label={t('overrides.products')}
              description={t('overrides.productsHint')}
              placeholder={productIds.length === 0 ? t('overrides.productsPlaceholder') : undefined}
              data={eligible.map((p) => ({ value: p.productId, label: p.productName }))}
              value={productIds}
              onChange={(v) => {
                setProductIds(v);
                reset();
              }}
              maxValues={MAX_HOLDING_OVERRIDE_PRODUCTS}
              searchable
              style={{ flex: 2, minWidth: 280 }}
              data-testid="override-products"
            />
          }
          file={{
            value: file,
            onChange: (f) => {
              setFile(f);
              setCsv(null);
              reset();
            },
            label: t('overrides.file'),
            placeholder: t('overrides.placeholder'),
            clearable: true,
            testId: 'override-file',
          }}
          check={{
            label: t('overrides.dryRun'),
            onClick: () => void run(true),
            loading: busy,
            disabled: !file || productIds.length === 0,
          }}
          failure={failure}
          errors={
            result && !result.ok ? (
              <Stack gap="xs" data-testid="override-errors">
                {result.dryRun ? null : <Alert color="red">{t('overrides.refused')}</Alert>}
                <CsvErrorTable
                  issues={fileIssuesFromCsvErrors(result.errors)}
                  columnLabel={labels.column}
                  total={result.errors.length + result.moreErrors}
                  messageNamespace="holdingsAdmin"
                  testId="override-file-issues"
                />
              </Stack>
            ) : null
          }
          preview={
            result?.ok && result.dryRun ? (
              <Stack gap="sm">
                <Alert color="green" data-testid="override-valid">
                  {t('overrides.valid', { count: result.overrides.length, writes: result.writes })}
                </Alert>
                <Preview
                  result={result}
                  nameOf={(id) => eligible.find((p) => p.productId === id)?.productName ?? id}
                />
              </Stack>
            ) : null
          }
          confirm={
            result?.ok && result.dryRun
              ? {
                  label: t('overrides.apply'),
                  onClick: () => void run(false),
                  disabled: busy,
                  dialog: {
                    title: t('overrides.confirm.title'),
                    body: (
                      <Text size="sm">
                        {t('overrides.confirm.text', {
                          count: result.writes,
                          writes: count.format(result.writes),
                        })}
                      </Text>
                    ),
                    cancelLabel: t('overrides.confirm.cancel'),
                    confirmLabel: t('overrides.confirm.confirm'),
                    confirmTestId: 'override-apply-confirm',
                  },
                }
              : undefined
          }
        />
      )}
      {productIds.length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="lg">
            {eligible
              .filter((p) => productIds.includes(p.productId))
              .map((p) => (
                <CurrentOverrides key={p.productId} product={p} />
              ))}
          </Stack>
        </Paper>
      ) : null}
      <OperationHistory
        kind="holdingDataOverride"
        namespace="holdingsAdmin"
        title={t('overrides.history')}
        renderResult={({ record }) =>
          record.kind === 'holdingDataOverride' && record.status === 'succeeded'
            ? t('overrides.result.written', { count: record.overridesWritten })
            : null
        }
      />
    </PageContainer>
  );
}
