import { Table } from '@mantine/core';
import { comparisonDetailRows } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainValue } from '../../../components/signed-value';
import { formatDate, formatMillions, formatPrice } from '../../../lib/format';
import type { ComparedColumn } from './comparison-columns';
import { ProductsTable } from './table-cells';

type Product = ComparedColumn['product'];

/** Assets under management in millions of the product's currency, as the overview shows them (`12.3M CHF`). */
const aumText = (p: Product): string | null => {
  const millions = formatMillions(p.keyFacts.aum);
  return millions === null ? null : `${millions} ${p.keyFacts.currency}`;
};

/**
 * What each product is: the facts every product has (currency, ISIN, launch, size, last price), then the products'
 * own details matched by their names (fees, legal form, ...), in the order they are first met.
 */
export function KeyFactsTable({ columns }: { columns: readonly ComparedColumn[] }) {
  const { t, i18n } = useTranslation('comparison');
  const products = columns.map((c) => c.product);
  const facts: { key: string; label: string; value: (p: Product) => string | null }[] = [
    { key: 'currency', label: t('keyFacts.currency'), value: (p) => p.keyFacts.currency },
    { key: 'isin', label: t('keyFacts.isin'), value: (p) => p.keyFacts.isin },
    {
      key: 'inception',
      label: t('keyFacts.inception'),
      value: (p) => formatDate(p.keyFacts.inceptionDate, i18n.language),
    },
    { key: 'aum', label: t('keyFacts.aum'), value: aumText },
    {
      key: 'lastPrice',
      label: t('keyFacts.lastPrice'),
      value: (p) => formatPrice(p.keyFacts.lastPrice, p.keyFacts.currency),
    },
    {
      key: 'lastDate',
      label: t('keyFacts.lastDate'),
      value: (p) => formatDate(p.keyFacts.lastDate, i18n.language),
    },
  ];
  const rows: { key: string; label: ReactNode; values: (string | null)[] }[] = [
    ...facts.map((f) => ({ key: f.key, label: f.label, values: products.map(f.value) })),
    ...comparisonDetailRows(products).map((d) => ({
      key: `detail:${d.key}`,
      label: d.key,
      values: d.values,
    })),
  ];
  const caption = t('keyFacts.caption');
  return (
    <ProductsTable caption={caption} corner={t('keyFacts.fact')} columns={columns} columnWidth={150}>
      {rows.map((row) => (
        <Table.Tr key={row.key}>
          <Table.Th scope="row" fw={400}>
            {row.label}
          </Table.Th>
          {row.values.map((value, i) => (
            <Table.Td key={columns[i]?.product.productId ?? i} ta="right">
              <PlainValue formatted={value} size="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </ProductsTable>
  );
}
