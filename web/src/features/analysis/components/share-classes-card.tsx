import { Badge, Group, Table, Text } from '@mantine/core';
import type { PerformanceTableResponse } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatFee, ShareClassTableHead } from '../../../components/share-class-table-head';
import { PlainValue, SignedValue } from '../../../components/signed-value';
import { formatDate, formatPercent, formatPrice } from '../../../lib/format';
import { useApiQuery } from '../../../lib/use-api-query';
import { performanceTableEndpoint } from '../api/get-latest-figures';
import { QueryCard } from './query-card';
import { ScrollTable } from '../../../components/scroll-table';

function ClassesTable({ data }: { data: PerformanceTableResponse }) {
  // The overview's share-class table names the same columns: one home for the terms (the product namespace).
  const { t, i18n } = useTranslation('product');
  const signed = (v: number | null) => <SignedValue size="sm" value={v} formatted={formatPercent(v)} />;
  return (
    <ScrollTable label={t('overview.shareClasses.title')} minWidth={860}>
      <Table verticalSpacing={4} fz="sm" striped withRowBorders={false} data-testid="performance-table">
        <ShareClassTableHead
          columns={[
            'class',
            'isin',
            'managementFee',
            'performanceFee',
            'nav',
            'mtd',
            'ytd',
            'sinceInception',
          ]}
        />
        <Table.Tbody>
          {data.rows.map((r) => (
            <Table.Tr
              key={r.productId}
              aria-current={r.current ? 'true' : undefined}
              data-testid="performance-table-row"
            >
              <Table.Th scope="row" fw={r.current ? 600 : 400}>
                <Group gap={6} wrap="nowrap">
                  <span>{r.shareClass ? `${r.shareClass} (${r.currency})` : r.productName}</span>
                  {r.current ? (
                    <Badge size="xs" variant="light" tt="none">
                      {t('overview.shareClasses.current')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Th>
              <Table.Td ff="monospace">
                <PlainValue size="sm" formatted={r.isin} />
              </Table.Td>
              <Table.Td ta="right">
                <PlainValue size="sm" formatted={formatFee(r.managementFee)} />
              </Table.Td>
              <Table.Td ta="right">
                <PlainValue size="sm" formatted={formatFee(r.performanceFee)} />
              </Table.Td>
              <Table.Td ta="right">
                <PlainValue size="sm" formatted={formatPrice(r.nav, r.currency)} />
                <Text size="xs" c="dimmed">
                  {formatDate(r.navDate, i18n.language) ?? ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{signed(r.mtdReturn)}</Table.Td>
              <Table.Td ta="right">{signed(r.ytdReturn)}</Table.Td>
              <Table.Td ta="right">{signed(r.sinceInceptionReturn)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * The fund's share classes side by side (`performance-table-data`, issue 26 item 2): fees, NAV and returns of every
 * class the caller may see, the page's own class marked. Shown where the fund has more than one class; the figures
 * are the API's, so they are the ones the API's consumers get.
 */
export function ShareClassesCard({ productId }: { productId: string }) {
  const { t } = useTranslation('product');
  const query = useApiQuery(performanceTableEndpoint, { id: productId });
  // One class (or no holdings-style answer at all): the toolbar and the key figures say it all.
  if (query.status === 'success' && (query.data?.rows.length ?? 0) < 2) return null;
  return (
    <QueryCard title={t('overview.shareClasses.title')} testId="card-shareClasses" query={query}>
      {(data) => (data ? <ClassesTable data={data} /> : null)}
    </QueryCard>
  );
}
