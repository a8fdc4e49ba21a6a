import { Group, Paper, Stack, Text } from '@mantine/core';
import type { AnalysisModeId } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainValue, SignedValue } from '../../../components/signed-value';
import { formatDate, formatPercent, formatPrice } from '../../../lib/format';
import { useApiQuery } from '../../../lib/use-api-query';
import { lastCumulativeReturnsEndpoint, lastLivePriceEndpoint } from '../api/get-latest-figures';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

/** The tab's return over one period to its last price; `…` while loading, "n/a" when there is none. */
/** The periods shown, with their label in the product namespace (the overview's key numbers say the same). */
const PERIOD_LABEL = { ytd: 'keyNumbers.ytd', max: 'keyNumbers.sinceInception' } as const;

function PeriodReturn({
  productId,
  mode,
  period,
}: {
  productId: string;
  mode: AnalysisModeId;
  period: keyof typeof PERIOD_LABEL;
}) {
  const { t } = useTranslation(['analysis', 'product']);
  const query = useApiQuery(lastCumulativeReturnsEndpoint, { id: productId, mode, period });
  const result = query.status === 'success' ? query.data.result : null;
  const value = result?.available ? result.fund : null;
  const name = t(PERIOD_LABEL[period], { ns: 'product' });
  const label = result?.annualized ? t('latest.annualized', { period: name }) : name;
  return (
    <Figure label={label} testId={`latest-return-${period}`}>
      {query.status === 'loading' || query.status === 'idle' ? (
        '…'
      ) : (
        <SignedValue value={value} formatted={formatPercent(value)} />
      )}
    </Figure>
  );
}

/**
 * The tab's latest figures (issue 26 item 2), above its cards: the last price of the tab's own series with its date
 * and its change from the price before (`last-live-price`), and its return this year and since its first price
 * (`last-cumulative-returns`). A backtest or internal tab shows its own series, not the live one.
 */
export function LatestFigures({ productId, mode }: { productId: string; mode: AnalysisModeId }) {
  const { t, i18n } = useTranslation(['analysis', 'product']);
  const price = useApiQuery(lastLivePriceEndpoint, { id: productId, mode });
  const last = price.status === 'success' ? price.data : null;
  const loading = price.status === 'loading' || price.status === 'idle';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={t('latest.label')}
      data-testid="latest-figures"
    >
      <Group gap="xl" wrap="wrap">
        <Figure label={t('keyNumbers.lastPrice', { ns: 'product' })} testId="latest-price">
          {loading ? '…' : <PlainValue formatted={formatPrice(last?.price, last?.currency)} />}
        </Figure>
        <Figure label={t('keyNumbers.lastDate', { ns: 'product' })} testId="latest-date">
          {loading ? '…' : <PlainValue formatted={formatDate(last?.date, i18n.language)} />}
        </Figure>
        <Figure label={t('keyNumbers.lastChange', { ns: 'product' })} testId="latest-change">
          {loading ? '…' : <SignedValue value={last?.change} formatted={formatPercent(last?.change)} />}
        </Figure>
        <PeriodReturn productId={productId} mode={mode} period="ytd" />
        <PeriodReturn productId={productId} mode={mode} period="max" />
      </Group>
    </Paper>
  );
}
