import { Stack, Table, Text } from '@mantine/core';
import type { ComparisonResponse } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { formatDate, formatPercent } from '../../../lib/format';
import type { ComparedColumn } from './comparison-columns';
import { ProductColumnHead } from './table-cells';

type Overlap = NonNullable<ComparisonResponse['holdingsOverlap']>;

const weightText = (weight: number) => formatPercent(weight, { digits: 2, signed: false });

/** The overlap of every pair of products with holdings: the weight they hold in common, and in how many positions. */
function PairsTable({ overlap, nameOf }: { overlap: Overlap; nameOf: (id: string) => string }) {
  const { t } = useTranslation('comparison');
  const caption = t('overlap.pairsCaption');
  return (
    <ScrollTable label={caption} minWidth={480}>
      <Table striped fz="sm" captionSide="top" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('overlap.pair')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('overlap.overlap')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('overlap.positions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overlap.pairs.map((pair) => (
            <Table.Tr key={`${pair.a}|${pair.b}`}>
              <Table.Th scope="row" fw={400}>
                {t('overlap.pairNames', { a: nameOf(pair.a), b: nameOf(pair.b) })}
              </Table.Th>
              <Table.Td ta="right">{weightText(pair.overlap)}</Table.Td>
              <Table.Td ta="right">{pair.commonPositions}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * What the products hold in common, on each one's latest holdings (as its holdings section shows them): the overlap
 * of every pair, then the positions two or more of them hold with each one's weight, largest combined weight first.
 */
export function HoldingsOverlapSection({
  overlap,
  columns,
}: {
  overlap: Overlap;
  columns: readonly ComparedColumn[];
}) {
  const { t, i18n } = useTranslation('comparison');
  const byId = new Map(columns.map((c) => [c.product.productId, c]));
  const nameOf = (id: string) => byId.get(id)?.product.shortName ?? id;
  // The positions' weights are in the order of the portfolios: the products that have holdings.
  const portfolios = overlap.portfolios.flatMap((p, index) => {
    const column = byId.get(p.productId);
    return column ? [{ ...p, column, index }] : [];
  });
  const caption = t('overlap.commonCaption');
  return (
    <Stack gap="md">
      {overlap.pairs.length > 0 ? <PairsTable overlap={overlap} nameOf={nameOf} /> : null}
      {overlap.common.length > 0 ? (
        <Stack gap="xs">
          <ScrollTable label={caption} minWidth={320 + portfolios.length * 130}>
            <Table striped fz="sm" captionSide="top" style={{ fontVariantNumeric: 'tabular-nums' }}>
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('overlap.position')}</Table.Th>
                  <Table.Th scope="col">{t('overlap.isin')}</Table.Th>
                  {portfolios.map((p) => (
                    <ProductColumnHead key={p.productId} column={p.column}>
                      <Text size="xs" c="dimmed" fw={400}>
                        {t('overlap.asOf', { date: formatDate(p.date, i18n.language) })}
                      </Text>
                    </ProductColumnHead>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overlap.common.map((position) => (
                  <Table.Tr key={`${position.isin}|${position.name}`}>
                    <Table.Th scope="row" fw={400}>
                      {position.name}
                    </Table.Th>
                    <Table.Td>{position.isin}</Table.Td>
                    {portfolios.map((p) => {
                      const weight = position.weights[p.index] ?? null;
                      return (
                        <Table.Td key={p.productId} ta="right">
                          {weight === null ? (
                            <Text span size="sm" c="dimmed">
                              {t('overlap.notHeld')}
                            </Text>
                          ) : (
                            weightText(weight)
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {overlap.commonCount > overlap.common.length ? (
            <Text size="xs" c="dimmed">
              {t('overlap.shown', { shown: overlap.common.length, count: overlap.commonCount })}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('overlap.noCommon')}
        </Text>
      )}
    </Stack>
  );
}
