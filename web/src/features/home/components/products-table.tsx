import { Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CompareBox,
  KEY_NUMBER_FIELDS,
  KeyNumberSkeleton,
  KeyNumberValue,
  LockedNumbers,
  type KeyNumberField,
  ProductNameLink,
  type ProductListProps,
} from './key-numbers';
import { DataTable, LONG_LIST } from '../../../components/data-table';

const HEADER_KEYS = {
  lastPrice: 'keyNumbers.lastPrice',
  lastChange: 'keyNumbers.lastChange',
  lastDayChange: 'keyNumbers.lastDayChange',
  lastDate: 'keyNumbers.lastDate',
  ytdReturn: 'keyNumbers.ytd',
  sinceInceptionReturn: 'keyNumbers.sinceInception',
} as const satisfies Record<KeyNumberField, string>;

export function ProductsTable({
  products,
  keyNumbers,
  loading,
  label,
  compare,
}: ProductListProps & { label: string }) {
  const { t } = useTranslation('product');
  const skeletonRows = loading ? [0, 1, 2, 3] : [];
  return (
    <DataTable
      {...LONG_LIST}
      minWidth={900}
      label={label}
      head={
        <>
          <Table.Th miw={200} style={{ verticalAlign: 'bottom' }}>
            {t('keyNumbers.name')}
          </Table.Th>
          <Table.Th style={{ verticalAlign: 'bottom' }}>{t('keyNumbers.currency')}</Table.Th>
          {KEY_NUMBER_FIELDS.map((field) => (
            <Table.Th key={field} ta="right" style={{ verticalAlign: 'bottom', hyphens: 'auto' }}>
              {t(HEADER_KEYS[field])}
            </Table.Th>
          ))}
        </>
      }
    >
      {skeletonRows.map((i) => (
        <Table.Tr key={`skeleton-${i}`}>
          <Table.Td>
            <Skeleton h={14} w={200} />
          </Table.Td>
          <Table.Td>
            <Skeleton h={14} w={32} />
          </Table.Td>
          {KEY_NUMBER_FIELDS.map((field) => (
            <Table.Td key={field}>
              <KeyNumberSkeleton />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
      {products.map((product) => {
        const item = keyNumbers.data?.get(product.productId);
        return (
          <Table.Tr key={product.productId}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <CompareBox product={product} compare={compare} />
                <span
                  aria-hidden
                  style={{
                    width: 4,
                    alignSelf: 'stretch',
                    borderRadius: 2,
                    background: product.productColor,
                  }}
                />
                <ProductNameLink product={product} fw={600} />
              </Group>
            </Table.Td>
            <Table.Td>
              <Text span size="sm">
                {product.currency}
              </Text>
            </Table.Td>
            {item?.locked ? (
              <Table.Td colSpan={KEY_NUMBER_FIELDS.length}>
                <Group justify="flex-end">
                  <LockedNumbers productId={product.productId} />
                </Group>
              </Table.Td>
            ) : (
              KEY_NUMBER_FIELDS.map((field) => (
                <Table.Td key={field} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {keyNumbers.status === 'loading' ? (
                    <KeyNumberSkeleton />
                  ) : (
                    <KeyNumberValue item={item} field={field} />
                  )}
                </Table.Td>
              ))
            )}
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
