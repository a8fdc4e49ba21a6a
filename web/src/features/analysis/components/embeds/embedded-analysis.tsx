import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import {
  embedRefusalOfStatus,
  modeOfSection,
  type CardKind,
  type EmbeddedRoutePage,
  type ModeDetails,
  type ProductDetailsResponse,
} from '@portal/domain';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbedFrame } from '../../../../components/embed-frame';
import { EmbedNotice } from '../../../../components/embed-notice';
import { paths } from '../../../../config/paths';
import { useLocalePath } from '../../../../lib/locale-path';
import { localized } from '../../../../lib/localized';
import { useApiQuery } from '../../../../lib/use-api-query';
import { useAnalysisData } from '../../api/analysis-data';
import { periodReturnsEndpoint, toPeriodReturns } from '../../api/get-period-returns';
import { productDetailsEndpoint } from '../../api/get-product-details';
import { validDatesEndpoint } from '../../api/get-valid-dates';
import { chartShading } from '../../utils/chart-shading';
import { CumulativeReturnsCard } from '../cards/cumulative-returns-card';
import { PerformanceStatsCard } from '../cards/performance-stats-card';
import { seriesColors } from '../cards/series-colors';
import { PeriodReturnsTable } from './period-returns-table';

/** The analysis card each embeddable page shows (the period table has its own call). */
const CARD_OF_PAGE: Record<EmbeddedRoutePage, CardKind | null> = {
  'live-perf-graph': 'cumulativeReturns',
  'historical-perf-graph': 'cumulativeReturns',
  'live-stats-table': 'performanceStats',
  'historical-stats-table': 'performanceStats',
  'live-perf-table': null,
};

type BodyState = 'loading' | 'error' | 'notEnoughData' | 'ready';

/** Loading, failed (with a retry) and "not enough data" in the embed's compact form; otherwise the content. */
function EmbedBody({
  state,
  onRetry,
  children,
}: {
  state: BodyState;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('embeds');
  const { t: ta } = useTranslation('analysis');
  if (state === 'loading')
    return (
      <Center mih={200}>
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  if (state === 'error')
    return (
      <Alert color="red" icon={<IconInfoCircle size={18} />} title={t('error')}>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={onRetry}
          leftSection={<IconRefresh size={14} />}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  if (state === 'notEnoughData')
    return (
      <Text size="sm" c="dimmed" py="md" ta="center" data-state="not-enough-data">
        {ta('card.notEnoughData')}
      </Text>
    );
  return children;
}

/**
 * One embeddable page (seed 000 §2, docs/embeds.md): the chart or table of the analysis page for its mode, over the
 * whole series with the mode's default benchmark, from the same API calls. The API decides access: a refusal shows
 * the compact notice, never the portal's pages.
 */
export function EmbeddedAnalysis({ productId, page }: { productId: string; page: EmbeddedRoutePage }) {
  const mode = modeOfSection(`embedded/${page}`) ?? 'live';
  const details = useApiQuery(productDetailsEndpoint, { id: productId, mode });
  if (details.status === 'error') {
    const refusal = embedRefusalOfStatus(details.error.status);
    if (refusal) return <EmbedNotice refusal={refusal} productId={productId} />;
  }
  const config = details.data?.modes.find((m) => m.mode === mode);
  if (details.status === 'success' && !config)
    return <EmbedNotice refusal="notFound" productId={productId} />;
  if (details.status === 'success' && config)
    return <EmbeddedView product={details.data} config={config} page={page} />;
  return (
    <EmbedBody state={details.status === 'error' ? 'error' : 'loading'} onRetry={details.refetch}>
      {null}
    </EmbedBody>
  );
}

function EmbeddedView({
  product,
  config,
  page,
}: {
  product: ProductDetailsResponse;
  config: ModeDetails;
  page: EmbeddedRoutePage;
}) {
  const { t, i18n } = useTranslation('embeds');
  const { t: ta } = useTranslation('analysis');
  const to = useLocalePath();
  const lang = i18n.language;
  const { productId } = product;
  const mode = config.mode;
  const card = CARD_OF_PAGE[page];

  const validDates = useApiQuery(validDatesEndpoint, { id: productId, mode });
  const dataStart = validDates.data?.dataStartDate ?? null;
  const dataEnd = validDates.data?.dataEndDate ?? null;
  const range =
    dataStart !== null && dataEnd !== null && dataStart < dataEnd ? { start: dataStart, end: dataEnd } : null;
  // The mode's default benchmark, as `details` resolved it.
  const benchmarkId = product.benchmark?.id_ ?? null;
  const benchmarkLabel = product.benchmark ? localized(product.benchmark.name, lang) : null;
  const fundLabel = product.productShortName ?? product.productName;
  const data = useAnalysisData({
    productId,
    mode,
    benchmarkId,
    benchmarkLabel,
    fundLabel,
    liveLabel: ta('series.live'),
    liveComparison: false,
    cards: card ? [card] : [],
    perfStats: config.perfStats,
    range,
    riskFreeRate: 0,
    lang,
  });
  const periods = useApiQuery(
    periodReturnsEndpoint,
    page === 'live-perf-table'
      ? { id: productId, mode, ...(benchmarkId ? { benchmark_symbol: benchmarkId } : {}) }
      : null,
  );

  const shading = useMemo(
    () => chartShading(config.events, lang, product.oldDataEndDate),
    [config.events, lang, product.oldDataEndDate],
  );
  const colors = useMemo(
    () => seriesColors(product.productColor, product.colorScheme),
    [product.productColor, product.colorScheme],
  );

  let state: BodyState;
  let onRetry: () => void;
  let body: ReactNode = null;
  if (validDates.status === 'error') {
    state = 'error';
    onRetry = validDates.refetch;
  } else if (validDates.status === 'success' && !range) {
    state = 'notEnoughData';
    onRetry = validDates.refetch;
  } else if (card) {
    const query = data.cards[card];
    const result = query.result;
    onRetry = () => void query.refresh();
    if (query.status === 'error') state = 'error';
    else if (!result) state = 'loading';
    else if (result.status === 'notEnoughData') state = 'notEnoughData';
    else {
      state = 'ready';
      const cumulative = data.cards.cumulativeReturns.result;
      const stats = data.cards.performanceStats.result;
      body =
        card === 'cumulativeReturns' && cumulative?.status === 'ok' ? (
          <CumulativeReturnsCard
            data={cumulative.data}
            shading={shading}
            colors={colors}
            logScale={config.allowLogScale && config.defaultLogScale}
          />
        ) : card === 'performanceStats' && stats?.status === 'ok' ? (
          <PerformanceStatsCard data={stats.data} linksInNewTab />
        ) : null;
    }
  } else {
    const table = periods.status === 'success' ? toPeriodReturns(periods.data) : null;
    onRetry = periods.refetch;
    if (periods.status === 'error') state = 'error';
    else if (periods.status !== 'success') state = 'loading';
    else if (!table) state = 'notEnoughData';
    else {
      state = 'ready';
      body = <PeriodReturnsTable data={table} fundLabel={fundLabel} benchmarkLabel={benchmarkLabel} />;
    }
  }

  return (
    <EmbedFrame
      page={page}
      title={t('title', { product: product.productName, page: t(`titles.${page}`) })}
      sourceHref={to(paths.product.overview(productId))}
      dataAsOf={dataEnd}
    >
      <EmbedBody state={state} onRetry={onRetry}>
        {body}
      </EmbedBody>
    </EmbedFrame>
  );
}
