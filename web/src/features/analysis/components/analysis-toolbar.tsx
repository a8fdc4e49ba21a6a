import { Button, Group, NumberInput, Paper, Select, Switch } from '@mantine/core';
import { dateBoundIssue, LIMITS, type DateBoundIssue, type ZoomPreset } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RISK_FREE_PERCENT_BOUNDS,
  type AnalysisControls,
  type DataRange,
} from '../hooks/use-analysis-controls';
import { activeZoomPreset, clampRange, visibleZoomPresets } from '../utils/zoom';
import { DateField } from './date-field';

export interface ShareClassOption {
  productId: string;
  label: string;
}

/**
 * The analysis toolbar (seed 000 §2 "Analysis pages offer"): zoom buttons, analysis period, benchmark, share class,
 * log scale and live comparison, each only where the tab allows it.
 */
export function AnalysisToolbar({
  controls,
  dataRange,
  today,
  zoomButtons,
  benchmarks,
  shareClasses,
  productId,
  onShareClass,
  allowLogScale,
  allowLiveComparison,
  showRiskFreeRate,
  actions = null,
}: {
  controls: AnalysisControls;
  dataRange: DataRange | null;
  today: string;
  zoomButtons: readonly ZoomPreset[];
  /** The offered benchmarks, grouped by the asset list's `group` (seed 000 §7). */
  benchmarks: { group: string; items: { value: string; label: string }[] }[];
  shareClasses: ShareClassOption[];
  productId: string;
  onShareClass: (productId: string) => void;
  allowLogScale: boolean;
  allowLiveComparison: boolean;
  /** The risk-free rate only changes the statistics table: shown when the tab has one. */
  showRiskFreeRate: boolean;
  /** Page actions at the end of the bar (the price download). */
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('analysis');
  const decimalSeparator = new Intl.NumberFormat(i18n.language).format(1.5).charAt(1);
  const presets = dataRange
    ? visibleZoomPresets(zoomButtons, dataRange.dataStart, dataRange.lastDate, today)
    : [];
  const range = controls.range;
  const active =
    dataRange && range ? activeZoomPreset(presets, range, dataRange.dataStart, dataRange.lastDate) : null;
  // Seed 000 §5: the end lies on or after the start (`LIMITS.periodMinDaysApart` days; the API checks the same rule).
  // Kept with the range it was found against: a preset or another change of the range clears it.
  const [boundIssue, setBoundIssue] = useState<{
    bound: 'start' | 'end';
    issue: DateBoundIssue;
    range: string;
  } | null>(null);
  const rangeKey = range ? `${range.start}|${range.end}` : '';
  const setBound = (bound: 'start' | 'end', value: string) => {
    if (!dataRange || !range) return;
    const issue =
      bound === 'start'
        ? dateBoundIssue(value, range.end, 'before', LIMITS.periodMinDaysApart)
        : dateBoundIssue(value, range.start, 'after', LIMITS.periodMinDaysApart);
    setBoundIssue(issue ? { bound, issue, range: rangeKey } : null);
    if (issue) return;
    controls.setRange(clampRange({ ...range, [bound]: value }, dataRange.dataStart, dataRange.lastDate));
  };
  const boundError = (bound: 'start' | 'end'): string | undefined => {
    if (boundIssue?.bound !== bound || boundIssue.range !== rangeKey) return undefined;
    const { side, bound: date, minDaysApart: count } = boundIssue.issue;
    if (count === 0)
      return t(side === 'after' ? 'toolbar.dateBound.onOrAfter' : 'toolbar.dateBound.onOrBefore', { date });
    return t(side === 'after' ? 'toolbar.dateBound.daysAfter' : 'toolbar.dateBound.daysBefore', {
      count,
      date,
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('toolbar.label')}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Button.Group aria-label={t('toolbar.zoom')}>
          {presets.map((preset) => (
            <Button
              key={preset}
              size="xs"
              variant={active === preset ? 'filled' : 'default'}
              aria-pressed={active === preset}
              onClick={() => {
                controls.zoom(preset);
              }}
            >
              {t(`toolbar.zoomPresets.${preset}`)}
            </Button>
          ))}
        </Button.Group>
        <Group gap="xs" wrap="nowrap">
          <DateField
            key={`start-${range?.start ?? ''}`}
            label={t('toolbar.periodStart')}
            value={range?.start ?? ''}
            disabled={!dataRange}
            error={boundError('start')}
            onCommit={(value) => {
              setBound('start', value);
            }}
          />
          <DateField
            key={`end-${range?.end ?? ''}`}
            label={t('toolbar.periodEnd')}
            value={range?.end ?? ''}
            disabled={!dataRange}
            error={boundError('end')}
            onCommit={(value) => {
              setBound('end', value);
            }}
          />
        </Group>
        {benchmarks.some((g) => g.items.length > 0) ? (
          <Select
            size="xs"
            w={230}
            label={t('toolbar.benchmark')}
            data={[{ value: '', label: t('toolbar.noBenchmark') }, ...benchmarks]}
            value={controls.benchmarkId ?? ''}
            allowDeselect={false}
            onChange={(value) => {
              controls.setBenchmarkId(value === null || value === '' ? null : value);
            }}
          />
        ) : null}
        {shareClasses.length > 1 ? (
          <Select
            size="xs"
            w={230}
            label={t('toolbar.shareClass')}
            data={shareClasses.map((s) => ({ value: s.productId, label: s.label }))}
            value={productId}
            allowDeselect={false}
            onChange={(value) => {
              if (value && value !== productId) onShareClass(value);
            }}
          />
        ) : null}
        {showRiskFreeRate ? (
          <NumberInput
            size="xs"
            w={150}
            label={t('toolbar.riskFreeRate')}
            description={t('toolbar.riskFreeRateHint')}
            suffix=" %"
            decimalScale={2}
            step={0.25}
            decimalSeparator={decimalSeparator}
            min={RISK_FREE_PERCENT_BOUNDS.min}
            max={RISK_FREE_PERCENT_BOUNDS.max}
            clampBehavior="strict"
            value={Math.round(controls.riskFreeRate * 10_000) / 100}
            onChange={(value) => {
              const percent = typeof value === 'number' ? value : Number.parseFloat(value);
              controls.setRiskFreeRate(Number.isFinite(percent) ? Math.round(percent * 100) / 10_000 : 0);
            }}
            data-testid="risk-free-rate"
          />
        ) : null}
        <Group gap="md" pb={6}>
          {allowLogScale ? (
            <Switch
              size="sm"
              label={t('toolbar.logScale')}
              checked={controls.logScale}
              onChange={(e) => {
                controls.setLogScale(e.currentTarget.checked);
              }}
            />
          ) : null}
          {allowLiveComparison ? (
            <Switch
              size="sm"
              label={t('toolbar.liveComparison')}
              checked={controls.liveComparison}
              onChange={(e) => {
                controls.setLiveComparison(e.currentTarget.checked);
              }}
            />
          ) : null}
        </Group>
        {actions ? <Group ml="auto">{actions}</Group> : null}
      </Group>
    </Paper>
  );
}
