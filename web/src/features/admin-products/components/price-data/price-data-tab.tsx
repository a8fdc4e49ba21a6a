import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPriceCsv, rebasedSeries, type PriceDataResponse, type ProductConfig } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../../components/centered-loader';
import { formatDate, formatNumber, formatPrice } from '../../../../lib/format';
import { localized } from '../../../../lib/localized';
import { saveFile } from '../../../../lib/save-file';
import { deletePrice, usePriceData } from '../../api/price-data';
import { ConfirmActionModal } from '../../../../components/confirm-action-modal';
import { AddPriceForm } from './add-price-form';
import { PriceUploadPanel } from './price-upload-panel';
import { usePriceMessages } from './use-price-messages';
import { LabelledPagination } from '../../../../components/labelled-pagination';
import { DataTable } from '../../../../components/data-table';
import { DeleteIconButton } from '../../../../components/delete-icon-button';

const PriceChart = lazy(() => import('./price-chart'));

const PAGE_SIZE = 20;
const SERIES_COLORS = ['#1c7ed6', '#f76707', '#12b886', '#7048e8', '#e64980', '#868e96'];

function Summary({ data }: { data: PriceDataResponse }) {
  const { t, i18n } = useTranslation('priceData');
  const n = data.dates.length;
  const items: [string, string][] = [
    [t('tab.summary.count'), formatNumber(n, { digits: 0 }) ?? '0'],
    [t('tab.summary.first'), formatDate(data.dates[0], i18n.language) ?? '–'],
    [t('tab.summary.last'), formatDate(data.dates[n - 1], i18n.language) ?? '–'],
    [t('tab.summary.lastPrice'), formatPrice(data.prices[n - 1], data.currency) ?? '–'],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="price-summary">
      {items.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} data-testid={`price-summary-${label}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Chart({ data, product }: { data: PriceDataResponse; product: ProductConfig }) {
  const { t, i18n } = useTranslation('priceData');
  const series = useMemo(
    () =>
      rebasedSeries([
        { id: data.seriesId, dates: data.dates, values: data.adjusted },
        ...data.benchmarks.map((b) => ({ id: b.id, dates: b.dates, values: b.adjusted })),
      ]),
    [data],
  );
  const names = Object.fromEntries([
    [data.seriesId, product.productName],
    ...data.benchmarks.map((b) => [b.id, localized(b.name, i18n.language)]),
  ]) as Record<string, string>;
  if ((series[0]?.points.length ?? 0) < 2) return <Text c="dimmed">{t('chart.notEnough')}</Text>;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={5} mb="xs">
        {t('chart.title')}
      </Title>
      <Suspense fallback={<CenteredLoader />}>
        <PriceChart series={series} colors={SERIES_COLORS} names={names} />
      </Suspense>
    </Paper>
  );
}

function PriceTable({ data, onDelete }: { data: PriceDataResponse; onDelete: (index: number) => void }) {
  const { t, i18n } = useTranslation('priceData');
  const [page, setPage] = useState(1);
  const n = data.dates.length;
  const pages = Math.max(1, Math.ceil(n / PAGE_SIZE));
  const current = Math.min(page, pages);
  // Newest first: row k of the page is index n - 1 - ((current - 1) * PAGE_SIZE + k).
  const first = (current - 1) * PAGE_SIZE;
  const indices = Array.from({ length: Math.min(PAGE_SIZE, n - first) }, (_, k) => n - 1 - first - k);
  const number = (v: number | undefined) => formatNumber(v, { digits: 4 }) ?? '';
  return (
    <Stack gap="xs">
      <Title order={4}>{t('table.title')}</Title>
      <DataTable
        striped
        highlightOnHover
        data-testid="price-table"
        head={
          <>
            <Table.Th>{t('table.date')}</Table.Th>
            <Table.Th ta="right">{t('table.price')}</Table.Th>
            <Table.Th ta="right">{t('table.adjusted')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </>
        }
      >
        {indices.map((i) => {
          const date = data.dates[i] ?? '';
          return (
            <Table.Tr key={date} data-date={date}>
              <Table.Td>{formatDate(date, i18n.language)}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {number(data.prices[i])}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {number(data.adjusted[i])}
              </Table.Td>
              <Table.Td w={40}>
                <DeleteIconButton
                  label={t('table.delete', { date: formatDate(date, i18n.language) })}
                  onClick={() => {
                    onDelete(i);
                  }}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </DataTable>
      {pages > 1 ? <LabelledPagination total={pages} value={current} onChange={setPage} size="sm" /> : null}
    </Stack>
  );
}

/**
 * Admin → Products → {product} → Price data (seed 000 §2, §5; issue 11 item 1): the series with its benchmarks, add
 * one price, upload a CSV replacing the series (checked and previewed first), delete a date. Only for products whose
 * configuration allows price data modification; the API checks every call again. Decisions: docs/price-data.md.
 */
export function PriceDataTab({ product }: { product: ProductConfig }) {
  const { t, i18n } = useTranslation('priceData');
  const messages = usePriceMessages();
  const query = usePriceData(product.productId);
  const [target, setTarget] = useState<{ date: string; price: number } | null>(null);

  if (!product.allowPriceDataModification)
    return (
      <Alert color="gray" mt="md" data-testid="price-data-not-allowed">
        {t('tab.notAllowed')}
      </Alert>
    );
  if (query.status === 'idle' || query.status === 'loading') return <CenteredLoader />;
  if (query.status === 'error')
    return (
      <Alert color="red" mt="md" title={t('tab.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messages.apiError(query.error)}</Text>
          <Button size="xs" variant="light" onClick={query.refetch}>
            {t('tab.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const data = query.data;
  const dates = new Set(data.dates);
  const download = () => {
    saveFile({
      blob: new Blob([formatPriceCsv(data)], { type: 'text/csv' }),
      fileName: `${product.productId}-prices.csv`,
    });
  };

  return (
    <Stack mt="md" data-testid="price-data-tab">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={760}>
          {t('tab.intro', {
            mode: data.mode,
            seriesId: data.seriesId,
            frequency: t(`frequency.${data.frequency}`),
            currency: data.currency,
          })}
          {data.priceFile ? ` ${t('tab.priceFile', { path: data.priceFile })}` : ''}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={download}
          disabled={data.dates.length === 0}
        >
          {t('tab.download')}
        </Button>
      </Group>
      <Summary data={data} />
      {data.dates.length > 0 ? <Chart data={data} product={product} /> : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <AddPriceForm productId={product.productId} dates={dates} onChanged={query.refetch} />
        <PriceUploadPanel productId={product.productId} currency={data.currency} onChanged={query.refetch} />
      </SimpleGrid>
      {data.dates.length === 0 ? (
        <Text c="dimmed">{t('tab.empty')}</Text>
      ) : (
        <PriceTable
          data={data}
          onDelete={(i) => {
            setTarget({ date: data.dates[i] ?? '', price: data.prices[i] ?? NaN });
          }}
        />
      )}
      <ConfirmActionModal
        opened={target !== null}
        title={t('delete.title')}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        action={async () => {
          if (!target) return;
          await deletePrice(product.productId, target.date);
          notifications.show({
            color: 'green',
            message: t('delete.deleted', { date: formatDate(target.date, i18n.language) }),
          });
          query.refetch();
        }}
        failureLog={{ message: 'Deleting a price failed', context: { productId: product.productId, target } }}
        onClose={() => {
          setTarget(null);
        }}
        confirmTestId="price-delete-confirm"
      >
        <Text size="sm">
          {t('delete.text', {
            date: formatDate(target?.date, i18n.language),
            price: formatPrice(target?.price, data.currency),
          })}
        </Text>
      </ConfirmActionModal>
    </Stack>
  );
}
