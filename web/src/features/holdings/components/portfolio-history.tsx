import { lazy, Suspense, useMemo, useState } from 'react';
import { Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMillions, formatPercent } from '../../../lib/format';
import type { AllocationKind } from '../api/get-holdings';
import { useAllocationOverTime, useAssetsUnderManagement } from '../api/get-portfolio-history';
import { Pending } from './pending';

/** nivo is loaded only when a chart is shown. */
const HistoryChart = lazy(() => import('./history-chart'));

const KINDS: readonly AllocationKind[] = [
  'assetClasses',
  'currencyExposure',
  'sectors',
  'regions',
  'instrumentTypes',
];

function HistoryCard({
  testId,
  title,
  children,
}: {
  testId: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Assets under management over the holdings snapshots (`assets-under-management`, issue 26 item 2): the figure at
 * the chosen snapshot and its history, drawn from the positions' values (never a typed figure).
 */
export function AumCard({ product, latestDate }: { product: ProductConfig; latestDate: string | null }) {
  const { t, i18n } = useTranslation('holdings');
  const state = useAssetsUnderManagement(product.productId, latestDate);
  const data = state.status === 'success' ? state.data : null;
  const money = (v: number) => `${formatMillions(v) ?? ''} ${data?.currency ?? ''}`.trim();
  const series = useMemo(
    () => (data ? [{ id: 'aum', label: t('history.aum'), values: data.history.map((h) => h.aum) }] : []),
    [data, t],
  );
  // Only the holdings' figure has a history: a configured figure is shown on the overview's key figures already.
  if (data && data.history.length < 2) return null;
  return (
    <HistoryCard testId="holdings-aum" title={t('history.aum')}>
      {!data ? (
        <Pending state={state} />
      ) : (
        <>
          <Group gap="xs" align="baseline">
            <Text fw={700} size="xl" data-testid="holdings-aum-figure">
              {money(data.aum)}
            </Text>
            {data.date ? (
              <Text size="xs" c="dimmed">
                {t('asOf', { date: formatDate(data.date, i18n.language) })}
              </Text>
            ) : null}
          </Group>
          <Suspense fallback={<Loader size="sm" />}>
            <HistoryChart
              dates={data.history.map((h) => h.date)}
              series={series}
              stacked={false}
              label={t('history.aum')}
              format={money}
              color={product.productColor}
              height={220}
            />
          </Suspense>
        </>
      )}
    </HistoryCard>
  );
}

/**
 * A breakdown over time (the five `*-over-time` calls, issue 26 item 2): every group's weight at every snapshot up to
 * the chosen one, as stacked areas, the breakdown picked above the chart.
 */
export function AllocationHistoryCard({
  product,
  latestDate,
}: {
  product: ProductConfig;
  latestDate: string | null;
}) {
  const { t } = useTranslation('holdings');
  const [kind, setKind] = useState<AllocationKind>('assetClasses');
  const state = useAllocationOverTime(product.productId, kind, latestDate);
  const data = state.status === 'success' ? state.data : null;
  const series = useMemo(
    () => (data ? data.series.map((s) => ({ id: s.key, label: s.label, values: s.weights })) : []),
    [data],
  );
  const percent = (v: number) => formatPercent(v, { signed: false, digits: 1 }) ?? '';
  return (
    <HistoryCard testId="holdings-over-time" title={t('history.overTime')}>
      <SegmentedControl
        size="xs"
        value={kind}
        onChange={(value) => {
          setKind(value);
        }}
        data={KINDS.map((k) => ({ value: k, label: t(`components.${k}`) }))}
        data-testid="holdings-over-time-kind"
        style={{ alignSelf: 'flex-start', flexWrap: 'wrap' }}
      />
      {!data || data.dates.length === 0 ? (
        <Pending state={state} />
      ) : (
        <Suspense fallback={<Loader size="sm" />}>
          <HistoryChart
            dates={data.dates}
            series={series}
            stacked
            label={t('history.overTimeOf', { breakdown: t(`components.${kind}`) })}
            format={percent}
          />
        </Suspense>
      )}
    </HistoryCard>
  );
}
