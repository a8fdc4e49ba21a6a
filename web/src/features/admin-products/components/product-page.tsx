import { Anchor, Badge, Group, Tabs } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { ADMIN_PRODUCT_TABS, isAdminProductTab, paths, type AdminProductTab } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { DocumentsTab } from './documents-tab';
import { FollowersTab } from './followers-tab';
import { TabNotBuilt } from './tab-not-built';

/** Each tab's key under `admin:products.tabs`. */
const TAB_KEYS = {
  general: 'general',
  details: 'details',
  'key-characteristics': 'keyCharacteristics',
  contacts: 'contacts',
  'price-data': 'priceData',
  'holding-components': 'holdingComponents',
  'holding-data': 'holdingData',
  followers: 'followers',
  'access-restrictions': 'accessRestrictions',
  documents: 'documents',
} as const satisfies Record<AdminProductTab, string>;

/**
 * Admin → Products → {product} (seed 000 §2): the product's tabs, each its own route. Only Documents is built; the
 * others say what brings them. Reached only by the product's admins (the route checks it).
 */
export function ProductPage({
  product,
  products,
  tab,
}: {
  product: ProductConfig;
  /** The catalogue: the share classes of the product's fund. */
  products: readonly ProductConfig[];
  tab: AdminProductTab;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <PageContainer title={product.productName} size="xl">
      <Group justify="space-between" mt={-8}>
        <Group gap="xs">
          <Badge variant="light" tt="none">
            {product.productId}
          </Badge>
          {product.isin ? (
            <Badge variant="outline" tt="none">
              {product.isin}
            </Badge>
          ) : null}
          {product.general.hidden ? (
            <Badge color="gray" tt="none">
              {t('products.hidden')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="lg">
          <Anchor component={Link} to={to(paths.admin.products())} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {t('products.backToList')}
            </Group>
          </Anchor>
          <Anchor component={Link} to={to(paths.product.overview(product.productId))} size="sm">
            <Group gap={4}>
              <IconExternalLink size={14} />
              {t('products.viewOnSite')}
            </Group>
          </Anchor>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value !== null && isAdminProductTab(value) && value !== tab)
            void navigate(to(paths.admin.product(product.productId, value)));
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {ADMIN_PRODUCT_TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`products.tabs.${TAB_KEYS[id]}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'documents' ? (
        <DocumentsTab product={product} products={products} />
      ) : tab === 'followers' ? (
        <FollowersTab product={product} />
      ) : (
        <TabNotBuilt tab={tab} />
      )}
    </PageContainer>
  );
}
