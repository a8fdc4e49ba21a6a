import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useHoldingsDetails } from '../api/get-portfolio-history';

/**
 * The snapshot the portfolio section shows (`holdings-details`, issue 26 item 2): every date with holdings, the
 * latest by default, and what the chosen one holds (positions, total value). Hidden while there is one date only.
 */
export function SnapshotPicker({
  productId,
  value,
  onChange,
}: {
  productId: string;
  /** `null`: the latest snapshot. */
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  const { t, i18n } = useTranslation('holdings');
  const state = useHoldingsDetails(productId);
  const details = state.status === 'success' ? state.data : null;
  if (!details || details.snapshots.length === 0) return null;
  const snapshots = [...details.snapshots].sort((a, b) => b.date.localeCompare(a.date));
  const shown = snapshots.find((s) => s.date === (value ?? details.latestDate)) ?? snapshots[0];
  return (
    <Group gap="md" align="flex-end" data-testid="holdings-details">
      {snapshots.length > 1 ? (
        <Select
          size="xs"
          w={200}
          label={t('details.snapshot')}
          data={snapshots.map((s) => ({ value: s.date, label: formatDate(s.date, i18n.language) ?? s.date }))}
          value={shown?.date ?? null}
          allowDeselect={false}
          onChange={(date) => {
            onChange(date === details.latestDate ? null : date);
          }}
          data-testid="holdings-snapshot"
        />
      ) : null}
      {shown ? (
        <Text size="sm" c="dimmed" pb={4} data-testid="holdings-details-summary">
          {t('details.summary', {
            count: shown.count,
            value: formatNumber(shown.totalValue, { digits: 0 }) ?? '',
            currency: details.currency,
            dates: snapshots.length,
            first: formatDate(details.firstDate, i18n.language) ?? details.firstDate,
          })}
        </Text>
      ) : null}
    </Group>
  );
}
