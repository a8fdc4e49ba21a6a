import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CompareBox,
  KeyNumberSkeleton,
  KeyNumberValue,
  LockedNumbers,
  type KeyNumberField,
  ProductNameLink,
  type ProductListProps,
} from './key-numbers';

const CARD_FIELDS = [
  { field: 'lastPrice', label: 'keyNumbers.lastPrice' },
  { field: 'lastDayChange', label: 'keyNumbers.lastDayChange' },
  { field: 'ytdReturn', label: 'keyNumbers.ytd' },
  { field: 'sinceInceptionReturn', label: 'keyNumbers.sinceInception' },
] as const satisfies readonly { field: KeyNumberField; label: string }[];

export function ProductsGrid({ products, keyNumbers, loading, compare }: ProductListProps) {
  const { t } = useTranslation('product');
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {products.map((product) => {
        const item = keyNumbers.data?.get(product.productId);
        return (
          <Card
            key={product.productId}
            withBorder
            radius="md"
            padding="lg"
            style={{ borderTop: `4px solid ${product.productColor}` }}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <CompareBox product={product} compare={compare} />
                  <ProductNameLink product={product} fw={700} />
                </Group>
                <Text size="sm" c="dimmed">
                  {product.currency}
                </Text>
              </Group>
              {item?.locked ? (
                <LockedNumbers productId={product.productId} />
              ) : (
                <SimpleGrid cols={2} spacing="xs">
                  {CARD_FIELDS.map(({ field, label }) => (
                    <div key={field}>
                      <Text size="xs" c="dimmed">
                        {t(label)}
                      </Text>
                      <Text fw={600} component="div">
                        {keyNumbers.status === 'loading' ? (
                          <KeyNumberSkeleton />
                        ) : (
                          <KeyNumberValue item={item} field={field} />
                        )}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
