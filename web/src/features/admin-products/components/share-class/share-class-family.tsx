import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatPercent } from '../../../../lib/format';
import { useLocalePath } from '../../../../lib/locale-path';
import { ScrollTable } from '../../../../components/scroll-table';

/**
 * The fund's classes (the products sharing `productShareClassRoot`) as this admin sees the catalogue: class, ISIN,
 * management fee and which one is the default, each opening its own share-class tab. Live, like the catalogue.
 */
export function ShareClassFamily({
  product,
  products,
}: {
  product: ProductConfig;
  products: readonly ProductConfig[];
}) {
  const { t } = useTranslation('shareClasses');
  const to = useLocalePath();
  const members = useMemo(
    () =>
      products
        .filter((p) => p.productShareClassRoot === product.productShareClassRoot)
        .sort((a, b) =>
          (a.shareClass?.class ?? a.productId).localeCompare(b.shareClass?.class ?? b.productId),
        ),
    [products, product.productShareClassRoot],
  );
  return (
    <section aria-labelledby="share-class-family-title">
      <Title order={2} size="h4" id="share-class-family-title">
        {t('sections.family')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('family.caption', { root: product.productShareClassRoot })}
      </Text>
      <Paper withBorder radius="md">
        <ScrollTable label={t('sections.family')} minWidth={600}>
          <Table verticalSpacing="xs" data-testid="share-class-family">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('family.class')}</Table.Th>
                <Table.Th>{t('family.product')}</Table.Th>
                <Table.Th>{t('family.isin')}</Table.Th>
                <Table.Th ta="right">{t('family.managementFee')}</Table.Th>
                <Table.Th>{t('family.default')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((p) => {
                const current = p.productId === product.productId;
                return (
                  <Table.Tr
                    key={p.productId}
                    data-product-id={p.productId}
                    aria-current={current ? 'true' : undefined}
                  >
                    <Table.Td>
                      {current ? (
                        <Text size="sm" fw={600}>
                          {p.shareClass?.class ?? t('family.noClass')}{' '}
                          <Badge size="xs" variant="light" tt="none">
                            {t('family.current')}
                          </Badge>
                        </Text>
                      ) : (
                        <Anchor
                          component={Link}
                          to={to(paths.admin.product(p.productId, 'share-class'))}
                          size="sm"
                        >
                          {p.shareClass?.class ?? t('family.noClass')}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{p.productName}</Text>
                    </Table.Td>
                    <Table.Td ff="monospace">{p.shareClass?.isin ?? '—'}</Table.Td>
                    <Table.Td ta="right">
                      {p.shareClass?.managementFee === undefined
                        ? '—'
                        : formatPercent(p.shareClass.managementFee, { signed: false, digits: 2 })}
                    </Table.Td>
                    <Table.Td>
                      {p.isDefaultShareClass ? (
                        <Badge size="sm" color="green" variant="light" tt="none" data-testid="default-class">
                          {t('family.default')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Paper>
    </section>
  );
}
