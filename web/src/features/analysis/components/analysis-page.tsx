import { Alert, Box, Button, Group, SimpleGrid, Tabs } from '@mantine/core';
import {
  isoDateUTC,
  type AnalysisMode,
  type AnalysisModeId,
  type CardKind,
  type ProductConfig,
} from '@portal/domain';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { localized } from '../../../lib/localized';
import { useAnalysisData, type AnalysisData } from '../api/analysis-data';
import { useBenchmarkNames } from '../api/get-benchmark-names';
import { useAnalysisControls, type DataRange } from '../hooks/use-analysis-controls';
import type { CardResult, CardResults, ChartShading } from '../types';
import { AnalysisCard, type CardBodyState } from './analysis-card';
import { AnalysisToolbar, type ShareClassOption } from './analysis-toolbar';
import { CumulativeReturnsCard } from './cards/cumulative-returns-card';
import { DrawdownsCard } from './cards/drawdowns-card';
import { OutperformanceCard } from './cards/outperformance-card';
import { PerformanceStatsCard } from './cards/performance-stats-card';
import { ReturnProfileCard } from './cards/return-profile-card';
import { RollingCard } from './cards/rolling-card';
import { seriesColors, type SeriesColors } from './cards/series-colors';
import { WeightedReturnsCard } from './cards/weighted-returns-card';
import { YearlyReturnsCard } from './cards/yearly-returns-card';

export interface AnalysisTab {
  mode: AnalysisModeId;
  /** The tab's own text (`tabmenuText`), else the default name of the mode. */
  label: string | null;
}

/** Cards that need the full width; the others sit two by two on wide screens. */
const WIDE_CARDS: ReadonlySet<CardKind> = new Set([
  'cumulativeReturns',
  'performanceStats',
  'yearlyCumulativeReturns',
  'cumulativeWeightedReturns',
]);

interface CardContext {
  shading: ChartShading;
  colors: SeriesColors;
  logScale: boolean;
  fundLabel: string;
  benchmarkLabel: string | null;
}

function CardBody({
  kind,
  results,
  ctx,
}: {
  kind: CardKind;
  results: Partial<CardResults>;
  ctx: CardContext;
}) {
  const { shading, colors, fundLabel, benchmarkLabel } = ctx;
  switch (kind) {
    case 'cumulativeReturns': {
      const r = results.cumulativeReturns;
      return r?.status === 'ok' ? (
        <CumulativeReturnsCard data={r.data} shading={shading} colors={colors} logScale={ctx.logScale} />
      ) : null;
    }
    case 'performanceStats': {
      const r = results.performanceStats;
      return r?.status === 'ok' ? <PerformanceStatsCard data={r.data} /> : null;
    }
    case 'drawdowns': {
      const r = results.drawdowns;
      return r?.status === 'ok' ? <DrawdownsCard data={r.data} shading={shading} colors={colors} /> : null;
    }
    case 'outperformance': {
      const r = results.outperformance;
      return r?.status === 'ok' ? (
        <OutperformanceCard data={r.data} shading={shading} colors={colors} />
      ) : null;
    }
    case 'volatility':
    case 'beta':
    case 'riskAdjustedPerf': {
      const r = results[kind];
      return r?.status === 'ok' ? <RollingCard data={r.data} shading={shading} colors={colors} /> : null;
    }
    case 'returnProfile': {
      const r = results.returnProfile;
      return r?.status === 'ok' ? (
        <ReturnProfileCard
          data={r.data}
          colors={colors}
          fundLabel={fundLabel}
          benchmarkLabel={benchmarkLabel}
        />
      ) : null;
    }
    case 'yearlyCumulativeReturns': {
      const r = results.yearlyCumulativeReturns;
      return r?.status === 'ok' ? (
        <YearlyReturnsCard
          data={r.data}
          colors={colors}
          fundLabel={fundLabel}
          benchmarkLabel={benchmarkLabel}
        />
      ) : null;
    }
    case 'cumulativeWeightedReturns': {
      const r = results.cumulativeWeightedReturns;
      return r?.status === 'ok' ? (
        <WeightedReturnsCard data={r.data} shading={shading} colors={colors} />
      ) : null;
    }
  }
}

function stateOf(data: AnalysisData, result: CardResult<CardKind> | undefined): CardBodyState {
  if (data.status === 'error') return { kind: 'error' };
  if (!result) return { kind: data.status === 'success' ? 'notEnoughData' : 'loading', reason: 'noPrices' };
  if (result.status === 'notEnoughData') return { kind: 'notEnoughData', reason: result.reason };
  return { kind: 'ready' };
}

/**
 * The analysis page of one product tab (seed 001 §2-3): title, tab menu of the modes the user may open, toolbar,
 * and the mode's cards in the configured order. Data comes through the adapter of ../api/analysis-data.ts.
 */
export function AnalysisPage({
  product,
  mode,
  tabs,
  onTab,
  shareClasses,
  onShareClass,
  today = isoDateUTC(new Date()),
}: {
  product: ProductConfig;
  mode: AnalysisMode;
  tabs: AnalysisTab[];
  onTab: (mode: AnalysisModeId) => void;
  shareClasses: ShareClassOption[];
  onShareClass: (productId: string) => void;
  today?: string;
}) {
  const { t, i18n } = useTranslation('analysis');
  const lang = i18n.language;
  const benchmarkNames = useBenchmarkNames(mode.benchmarks, lang);
  const [removed, setRemoved] = useState<ReadonlySet<CardKind>>(new Set());
  const [dataRange, setDataRange] = useState<DataRange | null>(null);
  const controls = useAnalysisControls(mode, dataRange);
  const fundLabel = product.productShortName ?? product.productName;
  const benchmarkLabel = controls.benchmarkId
    ? (benchmarkNames.get(controls.benchmarkId) ?? controls.benchmarkId)
    : null;
  const components = useMemo(
    () =>
      (mode.weightedComponents ?? []).map((c) => ({
        seriesId: c.seriesId,
        label: localized(c.name, lang),
        weight: c.weight,
      })),
    [mode.weightedComponents, lang],
  );
  const data = useAnalysisData({
    productId: product.productId,
    mode: mode.mode,
    frequency: mode.updateFrequency,
    benchmarkId: controls.benchmarkId,
    benchmarkLabel,
    fundLabel,
    liveLabel: t('series.live'),
    liveComparison: controls.liveComparison,
    components,
    cards: mode.genericCardsToShow,
    perfStats: mode.perfStats,
    range: controls.range,
  });

  // The data range is known once the prices are in; it drives the zoom buttons and the period inputs.
  const dates = data.prices?.fund.dates;
  const loadedRange: DataRange | null =
    dates && dates.length > 1 ? { dataStart: dates[0] ?? '', lastDate: dates[dates.length - 1] ?? '' } : null;
  if (loadedRange?.dataStart !== dataRange?.dataStart || loadedRange?.lastDate !== dataRange?.lastDate) {
    setDataRange(loadedRange);
  }

  const shading = useMemo<ChartShading>(
    () => ({
      events: mode.events.map((e, i) => ({
        id: `event-${i}`,
        label: localized(e.name, lang),
        startDate: e.startDate,
        endDate: e.endDate,
        kind: 'event',
      })),
      oldDataEndDate: data.prices?.oldDataEndDate ?? product.oldDataEndDate ?? null,
    }),
    [mode.events, lang, data.prices?.oldDataEndDate, product.oldDataEndDate],
  );
  const colors = useMemo(
    () => seriesColors(product.productColor, product.colorScheme),
    [product.productColor, product.colorScheme],
  );
  const ctx: CardContext = { shading, colors, logScale: controls.logScale, fundLabel, benchmarkLabel };
  const cards = mode.genericCardsToShow.filter((kind) => !removed.has(kind));
  const tabLabel = (tab: AnalysisTab) => tab.label ?? t(`tabs.${tab.mode}`);

  return (
    <PageContainer title={product.productName} size="xl">
      {tabs.length > 1 ? (
        <Tabs
          value={mode.mode}
          onChange={(value) => {
            const next = tabs.find((tab) => tab.mode === value);
            if (next && next.mode !== mode.mode) onTab(next.mode);
          }}
        >
          <Tabs.List aria-label={t('tabsLabel')}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.mode} value={tab.mode}>
                {tabLabel(tab)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <AnalysisToolbar
        controls={controls}
        dataRange={dataRange}
        today={today}
        zoomButtons={mode.zoomButtons}
        benchmarks={mode.benchmarks.map((id) => ({ value: id, label: benchmarkNames.get(id) ?? id }))}
        shareClasses={shareClasses}
        productId={product.productId}
        onShareClass={onShareClass}
        allowLogScale={mode.allowLogScale}
        allowLiveComparison={mode.allowLiveComparison}
      />
      {data.prices && data.prices.servedMode !== mode.mode ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('notices.modeFallback', {
            mode: tabLabel({ mode: mode.mode, label: null }),
            served: t(`tabs.${data.prices.servedMode}`),
          })}
        </Alert>
      ) : null}
      {data.prices?.benchmarkUnavailable && benchmarkLabel ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('notices.benchmarkUnavailable', { name: benchmarkLabel })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {cards.map((kind) => {
          const result = data.cards[kind];
          return (
            <Box key={kind} style={WIDE_CARDS.has(kind) ? { gridColumn: '1 / -1' } : undefined}>
              <AnalysisCard
                title={t(`cards.${kind}`)}
                testId={`card-${kind}`}
                state={stateOf(data, result)}
                data={result?.status === 'ok' ? result.data : null}
                onRefresh={data.reload}
                onRemove={() => {
                  setRemoved((set) => new Set([...set, kind]));
                }}
              >
                <CardBody kind={kind} results={data.cards} ctx={ctx} />
              </AnalysisCard>
            </Box>
          );
        })}
      </SimpleGrid>
      {removed.size ? (
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              setRemoved(new Set());
            }}
          >
            {t('card.restoreRemoved')}
          </Button>
        </Group>
      ) : null}
    </PageContainer>
  );
}
