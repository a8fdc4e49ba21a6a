import { useDebouncedValue } from '@mantine/hooks';
import { Box, Button, Group, SimpleGrid, Tabs } from '@mantine/core';
import {
  isoDateUTC,
  type AnalysisModeId,
  type CardKind,
  type ModeDetails,
  type ProductDetailsResponse,
  type StatId,
} from '@portal/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { localized } from '../../../lib/localized';
import { useApiQuery } from '../../../lib/use-api-query';
import { useAnalysisData, type AnalysisData, type CardQueries, type CardQuery } from '../api/analysis-data';
import { productBenchmarksEndpoint } from '../api/get-product-benchmarks';
import { useAnalysisControls, type DataRange } from '../hooks/use-analysis-controls';
import { chartShading } from '../utils/chart-shading';
import { noteTabFocus, takeTabFocus } from '../utils/tab-focus';
import type { CardResults, ChartShading } from '../types';
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
import { assetsEndpoint, groupedOptions } from '../api/get-assets';
import type { TabSeries } from '../api/tab-series';
import { WeightedStatistics } from './cards/weighted-statistics';
import { LatestFigures } from './latest-figures';
import { MonthlyReturnsSection } from './monthly-returns-section';
import { PriceDownloadButton } from './price-download-button';
import { ShareClassesCard } from './share-classes-card';

export interface AnalysisTab {
  mode: AnalysisModeId;
  /** The tab's own text (`tabmenuText`), else the default name of the mode. */
  label: string | null;
}

/** An extra entry of the tab menu (`tabmenuItems`, seed 001 §3): a link to another page, after the mode tabs. */
export interface AnalysisTabLink {
  slug: string;
  label: string;
  /** Where it goes: a path of the site (relative ones under the product), or an external address. */
  url: string;
}

const LINK_TAB = 'link:';

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
  series: TabSeries;
  perfStats: readonly StatId[];
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
        <>
          <WeightedReturnsCard data={r.data} shading={shading} colors={colors} />
          <WeightedStatistics series={ctx.series} perfStats={ctx.perfStats} />
        </>
      ) : null;
    }
  }
}

/** The loaded result of every card (the card bodies read them by kind). */
function resultsOf(cards: CardQueries): Partial<CardResults> {
  const out: Partial<CardResults> = {};
  if (cards.cumulativeReturns.result) out.cumulativeReturns = cards.cumulativeReturns.result;
  if (cards.performanceStats.result) out.performanceStats = cards.performanceStats.result;
  if (cards.drawdowns.result) out.drawdowns = cards.drawdowns.result;
  if (cards.outperformance.result) out.outperformance = cards.outperformance.result;
  if (cards.volatility.result) out.volatility = cards.volatility.result;
  if (cards.beta.result) out.beta = cards.beta.result;
  if (cards.riskAdjustedPerf.result) out.riskAdjustedPerf = cards.riskAdjustedPerf.result;
  if (cards.returnProfile.result) out.returnProfile = cards.returnProfile.result;
  if (cards.yearlyCumulativeReturns.result)
    out.yearlyCumulativeReturns = cards.yearlyCumulativeReturns.result;
  if (cards.cumulativeWeightedReturns.result) {
    out.cumulativeWeightedReturns = cards.cumulativeWeightedReturns.result;
  }
  return out;
}

function stateOf(
  query: CardQuery<CardKind>,
  rangeStatus: AnalysisData['status'],
  hasRange: boolean,
): CardBodyState {
  if (query.status === 'error' || rangeStatus === 'error') return { kind: 'error' };
  // The tab's series has fewer than two prices: no card can be drawn.
  if (rangeStatus === 'success' && !hasRange) return { kind: 'notEnoughData', reason: 'noPrices' };
  const result = query.result;
  if (!result) return { kind: 'loading' };
  if (result.status === 'notEnoughData') return { kind: 'notEnoughData', reason: result.reason };
  return { kind: 'ready' };
}

/** The product fields the page shows (from `GET products/{id}/details`). */
export type AnalysisProduct = Pick<
  ProductDetailsResponse,
  'productId' | 'productName' | 'productShortName' | 'productColor' | 'colorScheme' | 'oldDataEndDate'
>;

/**
 * The analysis page of one product tab (seed 001 §2-3): title, tab menu of the modes the user may open, toolbar,
 * and the mode's cards in the configured order. Each card reads its own analytics API call (../api/analysis-data.ts).
 */
export function AnalysisPage({
  product,
  mode,
  tabs,
  onTab,
  tabLinks = [],
  onTabLink,
  shareClasses,
  onShareClass,
  today = isoDateUTC(new Date()),
  allowPriceDownload = false,
}: {
  product: AnalysisProduct;
  mode: ModeDetails;
  tabs: AnalysisTab[];
  onTab: (mode: AnalysisModeId) => void;
  tabLinks?: AnalysisTabLink[];
  onTabLink?: (link: AnalysisTabLink) => void;
  shareClasses: ShareClassOption[];
  onShareClass: (productId: string) => void;
  today?: string;
  /** The product's `allowPriceDownload`: offer its prices (and the benchmark's) as a CSV. */
  allowPriceDownload?: boolean;
}) {
  const { t, i18n } = useTranslation('analysis');
  const lang = i18n.language;
  const benchmarksQuery = useApiQuery(productBenchmarksEndpoint, { id: product.productId });
  const benchmarkNames = useMemo(
    () => new Map((benchmarksQuery.data ?? []).map((b) => [b.id_, localized(b.name, lang)])),
    [benchmarksQuery.data, lang],
  );
  const [removed, setRemoved] = useState<ReadonlySet<CardKind>>(new Set());
  const [dataRange, setDataRange] = useState<DataRange | null>(null);
  const controls = useAnalysisControls(mode, dataRange);
  // Typing "1.25" must not fire a statistics request per keystroke.
  const [riskFreeRate] = useDebouncedValue(controls.riskFreeRate, 400);
  const fundLabel = product.productShortName ?? product.productName;
  const benchmarkLabel = controls.benchmarkId
    ? (benchmarkNames.get(controls.benchmarkId) ?? controls.benchmarkId)
    : null;
  const data = useAnalysisData({
    productId: product.productId,
    mode: mode.mode,
    benchmarkId: controls.benchmarkId,
    benchmarkLabel,
    fundLabel,
    liveLabel: t('series.live'),
    liveComparison: controls.liveComparison,
    cards: mode.genericCardsToShow,
    perfStats: mode.perfStats,
    range: controls.range,
    riskFreeRate,
    lang,
  });

  // The data range (valid-dates) drives the zoom buttons and the period inputs.
  const loadedRange = data.dataRange;
  if (loadedRange?.dataStart !== dataRange?.dataStart || loadedRange?.lastDate !== dataRange?.lastDate) {
    setDataRange(loadedRange);
  }

  const shading = useMemo(
    () => chartShading(mode.events, lang, data.oldDataEndDate ?? product.oldDataEndDate),
    [mode.events, lang, data.oldDataEndDate, product.oldDataEndDate],
  );
  const colors = useMemo(
    () => seriesColors(product.productColor, product.colorScheme),
    [product.productColor, product.colorScheme],
  );
  const series: TabSeries = {
    productId: product.productId,
    mode: mode.mode,
    benchmarkId: controls.benchmarkId,
    range: controls.range,
  };
  const ctx: CardContext = {
    shading,
    colors,
    logScale: controls.logScale,
    fundLabel,
    benchmarkLabel,
    series,
    perfStats: mode.perfStats,
  };
  // The benchmark picker groups the offered benchmarks by the asset list's `group` (seed 000 §7).
  const assets = useApiQuery(assetsEndpoint, {});
  const benchmarkGroups = groupedOptions(
    mode.benchmarks.map((id) => ({ value: id, label: benchmarkNames.get(id) ?? id })),
    assets.data ?? null,
    lang,
  ).map((g) => ({ group: t(`assetGroups.${g.group}`, { ns: 'product' }), items: g.items }));
  const results = useMemo(() => resultsOf(data.cards), [data.cards]);
  const cards = mode.genericCardsToShow.filter((kind) => !removed.has(kind));
  const tabLabel = (tab: AnalysisTab) => tab.label ?? t(`tabs.${tab.mode}`);
  // Focus follows a tab chosen from the keyboard (or a click) to the new mode's page (utils/tab-focus.ts).
  const tabListRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeTabFocus(mode.mode)) return;
    tabListRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [mode.mode]);

  return (
    <PageContainer title={product.productName} size="xl">
      {tabs.length + tabLinks.length > 1 ? (
        <Tabs
          value={mode.mode}
          onChange={(value) => {
            const link = tabLinks.find((l) => `${LINK_TAB}${l.slug}` === value);
            if (link) {
              onTabLink?.(link);
              return;
            }
            const next = tabs.find((tab) => tab.mode === value);
            if (next && next.mode !== mode.mode) {
              if (tabListRef.current?.contains(document.activeElement)) noteTabFocus(next.mode);
              onTab(next.mode);
            }
          }}
        >
          <Tabs.List ref={tabListRef} aria-label={t('tabsLabel')}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.mode} value={tab.mode}>
                {tabLabel(tab)}
              </Tabs.Tab>
            ))}
            {tabLinks.map((link) => (
              <Tabs.Tab key={link.slug} value={`${LINK_TAB}${link.slug}`} data-testid="analysis-tab-link">
                {link.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <LatestFigures productId={product.productId} mode={mode.mode} />
      <AnalysisToolbar
        controls={controls}
        dataRange={dataRange}
        today={today}
        zoomButtons={mode.zoomButtons}
        benchmarks={benchmarkGroups}
        actions={
          allowPriceDownload ? (
            <PriceDownloadButton
              productId={product.productId}
              fundLabel={fundLabel}
              benchmark={
                controls.benchmarkId && benchmarkLabel
                  ? { id: controls.benchmarkId, label: benchmarkLabel }
                  : null
              }
            />
          ) : null
        }
        shareClasses={shareClasses}
        productId={product.productId}
        onShareClass={onShareClass}
        allowLogScale={mode.allowLogScale}
        allowLiveComparison={mode.allowLiveComparison}
        showRiskFreeRate={cards.includes('performanceStats')}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {cards.map((kind) => {
          const query: CardQuery<CardKind> = data.cards[kind];
          const result = query.result;
          return (
            <Box key={kind} style={WIDE_CARDS.has(kind) ? { gridColumn: '1 / -1' } : undefined}>
              <AnalysisCard
                title={t(`cards.${kind}`)}
                testId={`card-${kind}`}
                state={stateOf(query, data.status, data.dataRange !== null)}
                data={result?.status === 'ok' ? result.data : null}
                onRefresh={query.refresh}
                onRemove={() => {
                  setRemoved((set) => new Set([...set, kind]));
                }}
              >
                <CardBody kind={kind} results={results} ctx={ctx} />
              </AnalysisCard>
            </Box>
          );
        })}
        <Box style={{ gridColumn: '1 / -1' }}>
          <MonthlyReturnsSection series={series} fundLabel={fundLabel} benchmarkLabel={benchmarkLabel} />
        </Box>
        <Box style={{ gridColumn: '1 / -1' }}>
          <ShareClassesCard productId={product.productId} />
        </Box>
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
