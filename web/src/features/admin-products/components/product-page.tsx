import { Anchor, Badge, Group, Tabs } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { ADMIN_PRODUCT_TABS, isAdminProductTab, paths, type AdminProductTab } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { AccessRestrictionsTab } from './content/access-restrictions-tab';
import { GeneralTab } from './content/general-tab';
import { ShareClassTab } from './share-class/share-class-tab';
import { ContactsTab, DetailsTab, KeyCharacteristicsTab } from './content/list-tabs';
import { DocumentsTab } from './documents-tab';
import { FollowersTab } from './followers-tab';
import { PriceDataTab } from './price-data/price-data-tab';
import { HoldingComponentsTab } from './holdings/holding-components-tab';
import { HoldingDataTab } from './holdings/holding-data-tab';

/** Tabs a product's configuration switches off (seed 001 §3): price data only where it may be modified. */
function tabShown(product: ProductConfig, tab: AdminProductTab): boolean {
  return tab !== 'price-data' || product.allowPriceDataModification;
}

type TabView = (props: { product: ProductConfig; products: readonly ProductConfig[] }) => ReactNode;

/**
 * Each tab's title key under `admin:products.tabs` and its view; the documents and share-class tabs need the
 * catalogue (the share classes of the product's fund).
 */
const TABS = {
  general: { key: 'general', view: GeneralTab },
  'share-class': { key: 'shareClass', view: ShareClassTab },
  details: { key: 'details', view: DetailsTab },
  'key-characteristics': { key: 'keyCharacteristics', view: KeyCharacteristicsTab },
  contacts: { key: 'contacts', view: ContactsTab },
  'price-data': { key: 'priceData', view: PriceDataTab },
  'holding-components': { key: 'holdingComponents', view: HoldingComponentsTab },
  'holding-data': { key: 'holdingData', view: HoldingDataTab },
  followers: { key: 'followers', view: FollowersTab },
  'access-restrictions': { key: 'accessRestrictions', view: AccessRestrictionsTab },
  documents: { key: 'documents', view: DocumentsTab },
} as const satisfies Record<AdminProductTab, { key: string; view: TabView }>;

interface ProductPageProps {
  product: ProductConfig;
  /** The catalogue: the share classes of the product's fund. */
  products: readonly ProductConfig[];
  tab: AdminProductTab;
}

function TabContent({ product, products, tab }: ProductPageProps) {
  const View = TABS[tab].view;
  return <View product={product} products={products} />;
}

/**
 * Admin → Products → {product} (seed 000 §2): the product's tabs, each its own route. Reached only by the product's admins (the route checks it).
 */
export function ProductPage({ product, products, tab }: ProductPageProps) {
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
          {ADMIN_PRODUCT_TABS.filter((id) => tabShown(product, id)).map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`products.tabs.${TABS[id].key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TabContent product={product} products={products} tab={tab} />
    </PageContainer>
  );
}
