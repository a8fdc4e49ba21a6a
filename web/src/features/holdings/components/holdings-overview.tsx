import { lazy, memo, Suspense, useState } from 'react';
import { Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AllocationSlice, HoldingComponent, HoldingRow, ProductConfig } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPercent } from '../../../lib/format';
import { isAllocationKind, useAllocation, useHoldings, type AllocationKind } from '../api/get-holdings';
import type { Preloaded } from '../../../lib/live-store';
import { useOverviewHoldingComponents } from '../api/use-holding-components';
import { Pending } from './pending';
import { AllocationHistoryCard, AumCard } from './portfolio-history';
import { SnapshotPicker } from './snapshot-picker';
import { ScrollTable } from '../../../components/scroll-table';

/** nivo is loaded only when a chart is shown (tables need none of it). */
const HoldingChart = lazy(() => import('./holding-chart'));

const weightText = (weight: number) => formatPercent(weight, { signed: false, digits: 2 }) ?? '';

/** The card around one component: its translated title, the as-of date of its snapshot, and its body. */
function Card({
  kind,
  date,
  children,
}: {
  kind: HoldingComponent['kind'];
  date: string | null;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('holdings');
  return (
    <Paper withBorder p="md" radius="md" data-testid={`holding-component-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={3} size="h4">
            {t(`components.${kind}`)}
          </Title>
          {date ? (
            <Text size="xs" c="dimmed">
              {t('asOf', { date: formatDate(date, i18n.language) })}
            </Text>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function AllocationTable({ slices, kind }: { slices: readonly AllocationSlice[]; kind: AllocationKind }) {
  const { t } = useTranslation('holdings');
  return (
    <Table striped withRowBorders={false} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(`groupColumn.${kind}`)}</Table.Th>
          <Table.Th ta="right">{t('columns.weight')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {slices.map((s) => (
          <Table.Tr key={s.key}>
            <Table.Td>{s.label}</Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {weightText(s.weight)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AllocationCard({
  product,
  component,
  kind,
  latestDate,
}: {
  product: ProductConfig;
  component: HoldingComponent;
  kind: AllocationKind;
  latestDate: string | null;
}) {
  const { t } = useTranslation('holdings');
  const state = useAllocation(product.productId, kind, latestDate);
  const data = state.status === 'success' ? state.data : null;
  return (
    <Card kind={kind} date={data?.date ?? null}>
      {!data ? (
        <Pending state={state} />
      ) : component.chartType === 'table' ? (
        <AllocationTable slices={data.slices} kind={kind} />
      ) : (
        <Suspense fallback={<Loader size="sm" />}>
          <HoldingChart
            type={component.chartType}
            slices={data.slices}
            label={t(`components.${kind}`)}
            color={product.productColor}
          />
        </Suspense>
      )}
    </Card>
  );
}

function TopHoldingsTable({ rows, label }: { rows: readonly HoldingRow[]; label: string }) {
  const { t } = useTranslation('holdings');
  return (
    <ScrollTable label={label} minWidth={520}>
      <Table striped withRowBorders={false} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.holding')}</Table.Th>
            <Table.Th>{t('columns.isin')}</Table.Th>
            <Table.Th>{t('columns.assetClass')}</Table.Th>
            <Table.Th>{t('columns.currency')}</Table.Th>
            <Table.Th ta="right">{t('columns.weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((h) => (
            <Table.Tr key={`${h.holdingName}|${h.currency}|${h.isin}`}>
              <Table.Td>{h.holdingName}</Table.Td>
              <Table.Td c="dimmed">{h.isin || '–'}</Table.Td>
              <Table.Td>{h.assetClass.label}</Table.Td>
              <Table.Td title={h.currencyLabel}>{h.currency}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {weightText(h.weight)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Top holdings: the first `topHoldingsCount` positions by weight (blank = all, seed 000 §9), as a table or chart. */
function TopHoldingsCard({
  product,
  component,
  latestDate,
}: {
  product: ProductConfig;
  component: HoldingComponent;
  latestDate: string | null;
}) {
  const { t } = useTranslation('holdings');
  const state = useHoldings(product.productId, latestDate);
  const data = state.status === 'success' ? state.data : null;
  const rows = data ? data.holdings.slice(0, component.topHoldingsCount ?? data.holdings.length) : [];
  const shownWeight = rows.reduce((a, h) => a + h.weight, 0);
  return (
    <Card kind="topHoldings" date={data?.date ?? null}>
      {!data ? (
        <Pending state={state} />
      ) : (
        <>
          {component.chartType === 'table' ? (
            <TopHoldingsTable rows={rows} label={t('components.topHoldings')} />
          ) : (
            <Suspense fallback={<Loader size="sm" />}>
              <HoldingChart
                type={component.chartType}
                slices={rows.map((h) => ({
                  key: `${h.holdingName}|${h.currency}|${h.isin}`,
                  label: h.holdingName,
                  weight: h.weight,
                  value: h.value,
                  count: 1,
                }))}
                label={t('components.topHoldings')}
                color={product.productColor}
              />
            </Suspense>
          )}
          <Text size="xs" c="dimmed" data-testid="top-holdings-summary">
            {t('shownOf', { shown: rows.length, count: data.count, weight: weightText(shownWeight) })}
          </Text>
        </>
      )}
    </Card>
  );
}

/**
 * The holdings of the overview page: the components an admin marked "show on overview" (holding components tab),
 * each with its chart type, at the snapshot picked (the latest by default); then the portfolio's history: assets under
 * management and a breakdown over time (issue 26 item 2). The API decides who may see the data (a hidden product
 * answers 404 to visitors).
 */
export const HoldingsOverview = memo(function HoldingsOverview({
  product,
  preloaded,
}: {
  product: ProductConfig;
  /** The overview's API answer's holding components, rendered until the live binding answers. */
  preloaded?: Preloaded<HoldingComponent[]>;
}) {
  const { t } = useTranslation('holdings');
  const components = useOverviewHoldingComponents(product.productId, preloaded);
  const [latestDate, setLatestDate] = useState<string | null>(null);
  if (components.status !== 'success' || components.data.length === 0) return null;
  const top = components.data.find((c) => c.kind === 'topHoldings');
  return (
    <Stack gap="md" component="section" data-testid="holdings-overview">
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      <SnapshotPicker productId={product.productId} value={latestDate} onChange={setLatestDate} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {components.data.map((c) =>
          isAllocationKind(c.kind) ? (
            <AllocationCard
              key={c.kind}
              product={product}
              component={c}
              kind={c.kind}
              latestDate={latestDate}
            />
          ) : null,
        )}
      </SimpleGrid>
      {top ? <TopHoldingsCard product={product} component={top} latestDate={latestDate} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AumCard product={product} latestDate={latestDate} />
        <AllocationHistoryCard product={product} latestDate={latestDate} />
      </SimpleGrid>
    </Stack>
  );
});
