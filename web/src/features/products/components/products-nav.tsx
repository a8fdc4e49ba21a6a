import { NavLink, Skeleton, Stack, Text } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { groupByShareClass } from '../utils/share-classes';

/** The Products group of the navigation: one entry per share-class root, linking to the default class. */
export function ProductsNav({
  status,
  products,
  onNavigate,
}: {
  status: 'loading' | 'error' | 'success';
  products: readonly ProductConfig[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('nav');
  const to = useLocalePath();
  const { pathname } = useLocation();

  if (status === 'loading') {
    return (
      <Stack gap={6} px="sm" py={4} aria-busy>
        <Skeleton h={14} w="80%" />
        <Skeleton h={14} w="65%" />
        <Skeleton h={14} w="72%" />
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Text size="sm" c="red.8" px="sm">
        {t('productsError')}
      </Text>
    );
  }
  if (products.length === 0) {
    return (
      <Text size="sm" c="dimmed" px="sm">
        {t('noProducts')}
      </Text>
    );
  }
  return groupByShareClass(products).map(({ root, primary, members }) => {
    const href = to(paths.product.overview(primary.productId));
    const active = members.some((m) => pathname.startsWith(to(paths.product.root(m.productId)) + '/'));
    return (
      <NavLink
        key={root}
        component={Link}
        to={href}
        label={primary.productShortName ?? primary.productName}
        leftSection={<IconChartLine size={18} stroke={1.6} color={primary.productColor} />}
        active={active}
        onClick={onNavigate}
      />
    );
  });
}
