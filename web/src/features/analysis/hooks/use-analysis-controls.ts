import type { AnalysisMode, ZoomPreset } from '@portal/domain';
import { useState } from 'react';
import { clampRange, zoomStartDate } from '../utils/zoom';

export interface DataRange {
  dataStart: string;
  lastDate: string;
}

export interface AnalysisControls {
  /** The analysis period, clamped to the data; `null` until the data range is known. */
  range: { start: string; end: string } | null;
  zoom: (preset: ZoomPreset) => void;
  setRange: (range: { start: string; end: string }) => void;
  benchmarkId: string | null;
  setBenchmarkId: (id: string | null) => void;
  logScale: boolean;
  setLogScale: (on: boolean) => void;
  liveComparison: boolean;
  setLiveComparison: (on: boolean) => void;
  /** Constant annual risk-free rate of the statistics table, as a decimal (0.02 = 2 % p.a.); default 0. */
  riskFreeRate: number;
  setRiskFreeRate: (rate: number) => void;
}

/** Bounds of the risk-free-rate input, as the API accepts them (`risk_free_rate` in [-0.5, 1]), in percent. */
export const RISK_FREE_PERCENT_BOUNDS = { min: -5, max: 20 } as const;

/**
 * The toolbar's state for one tab (the page is keyed by product and tab, so it starts afresh on each): the whole
 * period, the tab's first benchmark, its default log scale, no live comparison, a risk-free rate of 0.
 */
export function useAnalysisControls(
  mode: Pick<AnalysisMode, 'benchmarks' | 'allowLogScale' | 'defaultLogScale' | 'allowLiveComparison'>,
  data: DataRange | null,
): AnalysisControls {
  const [chosen, setChosen] = useState<{ start: string; end: string } | ZoomPreset>('max');
  const [benchmarkId, setBenchmarkId] = useState<string | null>(mode.benchmarks[0] ?? null);
  const [logScale, setLogScale] = useState(mode.allowLogScale && mode.defaultLogScale);
  const [liveComparison, setLiveComparison] = useState(false);
  const [riskFreeRate, setRiskFreeRate] = useState(0);

  let range: { start: string; end: string } | null = null;
  if (data) {
    // A preset follows the data (a refresh may bring a new last date); a typed range stays as typed.
    range =
      typeof chosen === 'string'
        ? { start: zoomStartDate(chosen, data.dataStart, data.lastDate), end: data.lastDate }
        : clampRange(chosen, data.dataStart, data.lastDate);
  }
  return {
    range,
    zoom: setChosen,
    setRange: setChosen,
    benchmarkId,
    setBenchmarkId,
    logScale: mode.allowLogScale && logScale,
    setLogScale,
    liveComparison: mode.allowLiveComparison && liveComparison,
    setLiveComparison,
    riskFreeRate,
    setRiskFreeRate,
  };
}
