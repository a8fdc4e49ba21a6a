import { NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { groupByShareClass, shareClassToOpen, type ProductConfig } from '@portal/domain';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { rememberedShareClass } from '../../../lib/remembered-share-class';

/**
 * The Products group of the navigation: one entry per share-class root, opening the class the visitor last viewed in
 * that family (seed 000 §4 step 6), else the default one. Re-rendered on every navigation (`useLocation`), so the
 * entry follows the class just shown.
 */
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
    // The entry names the class it opens, so that the link never says one class and opens another.
    const target = shareClassToOpen(members, rememberedShareClass(root)) ?? primary;
    const href = to(paths.product.overview(target.productId));
    const active = members.some((m) => pathname.startsWith(to(paths.product.root(m.productId)) + '/'));
    return (
      <NavLink
        key={root}
        component={Link}
        to={href}
        label={target.productShortName ?? target.productName}
        leftSection={<IconChartLine size={18} stroke={1.6} color={target.productColor} />}
        active={active}
        onClick={onNavigate}
      />
    );
  });
}
