import { Alert, List, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { refusalMessageKey, type Refusal } from '../utils/refusal';

/**
 * The products of the comparison the reader may not see, each with the message its own page would give (sign in,
 * no access, not found): none of their data is in the answer, and the page says so rather than leaving a column
 * out silently.
 */
export function RefusedProductsAlert({
  refused,
  nameOf,
}: {
  refused: readonly { productId: string; refused: Refusal }[];
  nameOf: (productId: string) => string;
}) {
  const { t } = useTranslation('comparison');
  const { t: te } = useTranslation('errors');
  return (
    <Alert
      color="yellow"
      icon={<IconLock aria-hidden />}
      title={t('refused.title', { count: refused.length })}
      data-testid="comparison-refused"
    >
      <List size="sm" spacing={2}>
        {refused.map((p) => (
          <List.Item key={p.productId}>
            {t('refused.item', { product: nameOf(p.productId), message: te(refusalMessageKey(p.refused)) })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('refused.body', { count: refused.length })}
      </Text>
    </Alert>
  );
}
