import { Alert, Anchor, Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { isAdmin, isProductAdmin, type AccessContext, type ProductConfig } from '@portal/domain';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-path';
import { filterAdminProducts } from '../utils/filter-admin-products';
import { DataTable } from '../../../components/data-table';

const count = (n: number) => formatNumber(n, { digits: 0 }) ?? String(n);

/**
 * Admin → Products (seed 000 §2, §6): the products this user administers, in the catalogue's order: every product
 * (hidden ones included) for admins and superAdmins, the products of their custom roles for product admins. A
 * search by name, short name, ISIN or id; a product opens on its first tab.
 */
export function ProductsPage({
  status,
  products,
  access,
}: {
  status: 'loading' | 'error' | 'success';
  /** The catalogue this user can read. */
  products: readonly ProductConfig[];
  access: AccessContext;
}) {
  const { t } = useTranslation('admin');
  const to = useLocalePath();
  const [query, setQuery] = useState('');
  const administered = useMemo(
    () => products.filter((p) => isProductAdmin(access, p.productId)),
    [products, access],
  );
  const shown = useMemo(() => filterAdminProducts(administered, query), [administered, query]);

  return (
    <PageContainer title={t('pages.products')} size="xl">
      <Text c="dimmed">{t(isAdmin(access.roles) ? 'products.introAll' : 'products.introOwn')}</Text>
      {status === 'loading' ? <CenteredLoader /> : null}
      {status === 'error' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {t('products.loadError')}
        </Alert>
      ) : null}
      {status === 'success' ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <TextInput
              label={t('products.search')}
              placeholder={t('products.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
              }}
              w={{ base: '100%', sm: 380 }}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('products.summary', { shown: count(shown.length), total: count(administered.length) })}
            </Text>
          </Group>
          {administered.length === 0 ? (
            <Text c="dimmed">{t('products.empty')}</Text>
          ) : shown.length === 0 ? (
            <Text c="dimmed">{t('products.noMatch', { query: query.trim() })}</Text>
          ) : (
            <DataTable
              verticalSpacing="sm"
              highlightOnHover
              data-testid="admin-products"
              minWidth={720}
              label={t('pages.products')}
              framed
              head={
                <>
                  <Table.Th>{t('products.columns.name')}</Table.Th>
                  <Table.Th>{t('products.columns.shortName')}</Table.Th>
                  <Table.Th>{t('products.columns.isin')}</Table.Th>
                  <Table.Th>{t('products.columns.id')}</Table.Th>
                  <Table.Th>{t('products.columns.status')}</Table.Th>
                </>
              }
            >
              {shown.map((p) => (
                <Table.Tr key={p.productId} data-product-id={p.productId}>
                  <Table.Td>
                    <Anchor component={Link} to={to(paths.admin.product(p.productId))} fw={600}>
                      {p.productName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p.productShortName ?? ''}</Table.Td>
                  <Table.Td>{p.isin ?? p.shareClass?.isin ?? ''}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {p.productId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {p.general.hidden ? (
                        <Badge color="gray" tt="none" size="sm">
                          {t('products.hidden')}
                        </Badge>
                      ) : null}
                      {p.lockedBehindLogin ? (
                        <Badge color="orange" variant="light" tt="none" size="sm">
                          {t('products.lockedBehindLogin')}
                        </Badge>
                      ) : null}
                      {p.allowedRoles?.length ? (
                        <Badge color="grape" variant="light" tt="none" size="sm">
                          {t('products.restricted')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )}
        </Stack>
      ) : null}
    </PageContainer>
  );
}
