import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  drawdownEpisodeDays,
  sinceLaunchMode,
  sinceLaunchWindow,
  type AnalysisModeId,
  type DrawdownsResponse,
  type ModeDetails,
  type ProductDetailsResponse,
} from '@portal/domain';
import { IconInfoCircle, IconLock, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocalePath } from '../../../../lib/locale-path';
import { localized } from '../../../../lib/localized';
import { useApiQuery } from '../../../../lib/use-api-query';
import { cumulativeReturnsEndpoint, toCumulativeReturnsCard } from '../../api/get-cumulative-returns';
import { drawdownsEndpoint } from '../../api/get-drawdowns';
import { productDetailsEndpoint } from '../../api/get-product-details';
import { validDatesEndpoint } from '../../api/get-valid-dates';
import { chartShading } from '../../utils/chart-shading';
import { formatReturn } from '../../utils/format-stat';
import { CumulativeReturnsCard } from '../cards/cumulative-returns-card';
import { seriesColors } from '../cards/series-colors';
import { ActionAlert } from '../../../../components/action-alert';

function Retry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('analysis');
  return (
    <Alert color="red" icon={<IconInfoCircle size={18} />} title={t('sinceLaunch.error')}>
      <Button size="xs" variant="light" color="red" onClick={onRetry} leftSection={<IconRefresh size={14} />}>
        {t('card.retry')}
      </Button>
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center mih={240}>
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}

/**
 * A use case's analysis (seed 000 §9 "Use-case example: launch 2 Jun 2021, shows the 10 largest drawdowns"): the
 * product's cumulative return since its launch against its default benchmark and its largest drawdowns since then,
 * from the analytics API (cumulative-returns, drawdowns) on the tab the use case follows (`sinceLaunchMode`: live when
 * the caller may open it). `modes`: the tabs the caller may open (the domain's `usableModes`).
 */
export function SinceLaunchAnalysis({
  productId,
  modes,
}: {
  productId: string;
  modes: readonly AnalysisModeId[];
}) {
  const { t } = useTranslation('analysis');
  const to = useLocalePath();
  const location = useLocation();
  const mode = sinceLaunchMode(modes);
  const details = useApiQuery(productDetailsEndpoint, mode ? { id: productId, mode } : null);
  const config = details.data?.modes.find((m) => m.mode === mode);

  if (
    !mode ||
    (details.status === 'success' && !config) ||
    details.error?.status === 403 ||
    details.error?.status === 404
  )
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="since-launch-unavailable">
        {t('sinceLaunch.unavailable')}
      </Alert>
    );
  if (details.error?.status === 401)
    return (
      <ActionAlert
        color="blue"
        icon={<IconLock size={18} />}
        title={t('signIn.title')}
        testId="analysis-sign-in"
        gap="xs"
        message={t('signIn.body')}
        action={
          <Button component={Link} to={to(paths.auth.login(location.pathname))} size="xs">
            {t('signIn.action')}
          </Button>
        }
      />
    );
  if (details.status === 'error') return <Retry onRetry={details.refetch} />;
  if (details.status !== 'success' || !config) return <Loading />;
  return <SinceLaunchBody product={details.data} config={config} />;
}

function SinceLaunchBody({ product, config }: { product: ProductDetailsResponse; config: ModeDetails }) {
  const { t, i18n } = useTranslation('analysis');
  const lang = i18n.language;
  const { productId } = product;
  const mode = config.mode;
  const validDates = useApiQuery(validDatesEndpoint, { id: productId, mode });
  const span = validDates.data
    ? sinceLaunchWindow(product.inceptionDate, {
        start: validDates.data.dataStartDate,
        end: validDates.data.dataEndDate,
      })
    : null;
  const benchmarkId = product.benchmark?.id_;
  const benchmarkLabel = product.benchmark ? localized(product.benchmark.name, lang) : null;
  const fundLabel = product.productShortName ?? product.productName;
  const query = span
    ? {
        id: productId,
        mode,
        ...(benchmarkId ? { benchmark_symbol: benchmarkId } : {}),
        period_start_date: span.start,
        period_end_date: span.end,
      }
    : null;
  const cumulative = useApiQuery(cumulativeReturnsEndpoint, query ? { ...query, with_resample: true } : null);
  const drawdowns = useApiQuery(drawdownsEndpoint, query);
  const chart = useMemo(
    () =>
      cumulative.data
        ? toCumulativeReturnsCard(
            cumulative.data,
            { fundId: productId, fund: fundLabel, benchmark: benchmarkLabel },
            null,
          )
        : null,
    [cumulative.data, productId, fundLabel, benchmarkLabel],
  );
  const colors = useMemo(
    () => seriesColors(product.productColor, product.colorScheme),
    [product.productColor, product.colorScheme],
  );
  // The mode's market events, as on the analysis page: where the worst periods fell.
  const shading = useMemo(
    () => chartShading(config.events, lang, product.oldDataEndDate),
    [config.events, lang, product.oldDataEndDate],
  );

  if (validDates.status === 'error') return <Retry onRetry={validDates.refetch} />;
  if (validDates.status !== 'success') return <Loading />;
  const launched = (
    <Text size="sm" c="dimmed" data-testid="since-launch-dates">
      {t('sinceLaunch.launched', { date: formatDate(product.inceptionDate, lang, 'long') })}
      {span ? ` · ${t('sinceLaunch.dataUntil', { date: formatDate(span.end, lang, 'long') })}` : null}
    </Text>
  );
  if (!span)
    return (
      <Stack gap="xs">
        {launched}
        <Text c="dimmed">{t('sinceLaunch.notEnoughData')}</Text>
      </Stack>
    );

  const fundTotal = cumulative.data?.fund.values.at(-1) ?? null;
  const benchmarkTotal = cumulative.data?.benchmark?.values.at(-1) ?? null;
  return (
    <Stack gap="md" data-testid="since-launch">
      {launched}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={2} size="h4">
              {t('sinceLaunch.chartTitle')}
            </Title>
            {fundTotal !== null ? (
              <Group gap="lg" data-testid="since-launch-totals">
                <Total label={fundLabel} value={fundTotal} />
                {benchmarkLabel && benchmarkTotal !== null ? (
                  <Total label={benchmarkLabel} value={benchmarkTotal} />
                ) : null}
              </Group>
            ) : null}
          </Group>
          {cumulative.status === 'error' ? (
            <Retry onRetry={cumulative.refetch} />
          ) : chart?.status === 'ok' ? (
            <CumulativeReturnsCard
              data={chart.data}
              shading={shading}
              colors={colors}
              logScale={config.allowLogScale && config.defaultLogScale}
            />
          ) : chart ? (
            <Text c="dimmed">{t('sinceLaunch.notEnoughData')}</Text>
          ) : (
            <Loading />
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('sinceLaunch.drawdownsTitle')}
          </Title>
          {drawdowns.status === 'error' ? (
            <Retry onRetry={drawdowns.refetch} />
          ) : drawdowns.status === 'success' ? (
            <DrawdownTable response={drawdowns.data} />
          ) : (
            <Loading />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        fw={700}
        size="lg"
        c={value < 0 ? 'red.8' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatReturn(value)}
      </Text>
    </Stack>
  );
}

/** The API's largest drawdown episodes since launch, deepest first, with their lengths in calendar days. */
function DrawdownTable({ response }: { response: DrawdownsResponse }) {
  const { t, i18n } = useTranslation('analysis');
  const lang = i18n.language;
  const episodes = response.episodes.fund;
  if (!response.window.available) return <Text c="dimmed">{t('sinceLaunch.notEnoughData')}</Text>;
  if (!episodes.length) return <Text c="dimmed">{t('sinceLaunch.noDrawdowns')}</Text>;
  const windowEnd = response.window.endDate;
  const days = (count: number) => t('sinceLaunch.days', { count, days: formatNumber(count, { digits: 0 }) });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('sinceLaunch.drawdownsCaption', { count: episodes.length })}
      </Text>
      <ScrollArea type="auto">
        <Table
          striped
          highlightOnHover
          fz="sm"
          miw={720}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="since-launch-drawdowns"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('drawdowns.rank')}</Table.Th>
              <Table.Th>{t('sinceLaunch.start')}</Table.Th>
              <Table.Th>{t('drawdowns.trough')}</Table.Th>
              <Table.Th>{t('drawdowns.recovery')}</Table.Th>
              <Table.Th ta="right">{t('drawdowns.depth')}</Table.Th>
              <Table.Th ta="right">{t('sinceLaunch.length')}</Table.Th>
              <Table.Th ta="right">{t('sinceLaunch.toRecover')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {episodes.map((e, i) => {
              const d = drawdownEpisodeDays(e, windowEnd);
              return (
                <Table.Tr key={e.peakDate}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{formatDate(e.peakDate, lang)}</Table.Td>
                  <Table.Td>{formatDate(e.troughDate, lang)}</Table.Td>
                  <Table.Td c={e.recoveryDate ? undefined : 'dimmed'}>
                    {formatDate(e.recoveryDate, lang) ?? t('drawdowns.notRecovered')}
                  </Table.Td>
                  <Table.Td ta="right" c="red.8">
                    {formatReturn(e.depth)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {e.recoveryDate ? days(d.length) : t('sinceLaunch.ongoing', { days: days(d.length) })}
                  </Table.Td>
                  <Table.Td ta="right" c={d.toRecover === null ? 'dimmed' : undefined}>
                    {d.toRecover === null ? t('drawdowns.notRecovered') : days(d.toRecover)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed">
        {t('sinceLaunch.daysNote')}
      </Text>
    </Stack>
  );
}
