import { Badge, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { RISK_FREE_RATES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useRiskFreeSeries } from '../api/get-risk-free-series';

/**
 * The risk-free rate series (docs/risk-free.md): one per currency, uploaded with this page's CSV under their id.
 * The list says which are stored, their span, and which hold the demo seed's SYNTHETIC history.
 */
export function RiskFreeSeriesPanel({ refresh }: { refresh: unknown }) {
  const { t, i18n } = useTranslation('bulkPrices');
  const load = useRiskFreeSeries(refresh);
  const metas = load.status === 'success' ? load.metas : null;
  return (
    <Paper withBorder p="md" data-testid="risk-free-series">
      <Stack gap="sm">
        <Title order={3}>{t('riskFree.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('riskFree.intro')}
        </Text>
        {load.status === 'error' ? <Text c="red">{t('riskFree.loadFailed')}</Text> : null}
        <Table striped withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('riskFree.columns.series')}</Table.Th>
              <Table.Th>{t('riskFree.columns.id')}</Table.Th>
              <Table.Th>{t('riskFree.columns.currency')}</Table.Th>
              <Table.Th>{t('riskFree.columns.span')}</Table.Th>
              <Table.Th ta="right">{t('riskFree.columns.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RISK_FREE_RATES.map((rate) => {
              const meta = metas?.get(rate.id);
              return (
                <Table.Tr key={rate.id} data-series={rate.id}>
                  <Table.Td>
                    {rate.name}{' '}
                    {meta?.synthetic ? (
                      <Badge size="xs" color="orange" variant="light">
                        {t('riskFree.synthetic')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Code>{rate.id}</Code>
                  </Table.Td>
                  <Table.Td>{rate.currency}</Table.Td>
                  <Table.Td>
                    {meta?.firstDate && meta.lastDate
                      ? t('riskFree.span', {
                          first: formatDate(meta.firstDate, i18n.language),
                          last: formatDate(meta.lastDate, i18n.language),
                        })
                      : metas
                        ? t('riskFree.none')
                        : '…'}
                  </Table.Td>
                  <Table.Td ta="right">{meta ? meta.count : ''}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
