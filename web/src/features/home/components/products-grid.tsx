import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import type { ApiQueryState } from '../../../lib/use-api-query';
import {
  KeyNumberSkeleton,
  KeyNumberValue,
  LockedNumbers,
  type KeyNumberField,
  type KeyNumbersById,
} from './key-numbers';

const CARD_FIELDS = [
  { field: 'lastPrice', label: 'keyNumbers.lastPrice' },
  { field: 'lastDayChange', label: 'keyNumbers.lastDayChange' },
  { field: 'ytdReturn', label: 'keyNumbers.ytd' },
  { field: 'sinceInceptionReturn', label: 'keyNumbers.sinceInception' },
] as const satisfies readonly { field: KeyNumberField; label: string }[];

export function ProductsGrid({
  products,
  keyNumbers,
  loading,
}: {
  products: readonly ProductConfig[];
  keyNumbers: ApiQueryState<KeyNumbersById>;
  loading: boolean;
}) {
  const { t } = useTranslation('product');
  const to = useLocalePath();
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
                <Anchor component={Link} to={to(paths.product.overview(product.productId))} fw={700}>
                  {product.productName}
                </Anchor>
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
