import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { COMPARISON_PERIODS, type ComparisonPeriod, type ComparisonResponse } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../lib/format';
import { activeZoom, presetRange, zoomChoices } from '../utils/chart-window';
import type { ComparisonState } from '../utils/comparison-url';
import type { ComparedColumn } from './comparison-columns';
import { WindowRangeForm } from './window-range-form';

/** The statistics period's name: the common period, or a statistics period as the analysis page names it. */
export function usePeriodLabel(): (period: ComparisonPeriod) => string {
  const { t } = useTranslation('comparison');
  const { t: ta } = useTranslation('analysis');
  return (period) => (period === 'common' ? t('controls.periodCommon') : ta(`stats.periods.${period}`));
}

/**
 * The settings of the comparison: the statistics period (the dates every product has, or a period counted back from
 * each product's last price) and the chart window (the common period, a zoom button, or typed dates). Until the
 * first answer, the zoom buttons are not known (they depend on the products' dates).
 */
export function ComparisonControls({
  state,
  answer,
  columns,
  today,
  onChange,
}: {
  state: ComparisonState;
  /** The last answer (`null` before the first). */
  answer: ComparisonResponse | null;
  columns: readonly ComparedColumn[];
  today: string;
  onChange: (patch: Partial<ComparisonState>) => void;
}) {
  const { t, i18n } = useTranslation('comparison');
  const { t: ta } = useTranslation('analysis');
  const periodLabel = usePeriodLabel();
  const common = answer?.common ?? null;
  const commonRange = common ? formatDateRange(common.startDate, common.endDate, i18n.language) : null;
  const periodNote =
    state.period !== 'common'
      ? t('controls.periodBack')
      : commonRange
        ? t('controls.commonRange', { range: commonRange })
        : answer
          ? t('controls.noCommon')
          : undefined;
  const choices = answer
    ? zoomChoices(
        presetRange(
          columns.map((c) => c.product),
          common,
          state.from,
        ),
        today,
      )
    : [];
  const active = activeZoom(choices, state);
  const windowLabelId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('controls.label')}>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Select
          size="xs"
          w={260}
          label={t('controls.period')}
          description={periodNote}
          data={COMPARISON_PERIODS.map((p) => ({ value: p, label: periodLabel(p) }))}
          value={state.period}
          allowDeselect={false}
          onChange={(value) => {
            const period = COMPARISON_PERIODS.find((p) => p === value);
            if (period) onChange({ period });
          }}
          data-testid="comparison-period"
        />
        <Stack gap={4}>
          <Text size="xs" fw={500} id={windowLabelId}>
            {t('controls.window')}
          </Text>
          <Button.Group aria-labelledby={windowLabelId}>
            {choices.map((choice) => (
              <Button
                key={choice.preset}
                size="xs"
                variant={active === choice.preset ? 'filled' : 'default'}
                aria-pressed={active === choice.preset}
                onClick={() => {
                  onChange({ from: choice.from, to: null });
                }}
              >
                {ta(`toolbar.zoomPresets.${choice.preset}`)}
              </Button>
            ))}
            <Button
              size="xs"
              variant={active === 'common' ? 'filled' : 'default'}
              aria-pressed={active === 'common'}
              onClick={() => {
                onChange({ from: null, to: null });
              }}
            >
              {t('controls.zoomCommon')}
            </Button>
          </Button.Group>
        </Stack>
        <WindowRangeForm
          key={`${state.from ?? ''}|${state.to ?? ''}`}
          from={state.from}
          to={state.to}
          onApply={onChange}
        />
      </Group>
    </Paper>
  );
}
