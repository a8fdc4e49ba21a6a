import { Button } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths, type EmbeddedPage, type ProductSection } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';

/** A product sub-page that exists for this product but is built in a later issue. */
export function ProductSectionPlaceholder({
  product,
  section,
}: {
  product: ProductConfig;
  section: Exclude<ProductSection, 'overview'> | EmbeddedPage | 'factsheet-for-pdf-generation';
}) {
  const { t } = useTranslation('product');
  const to = useLocalePath();
  return (
    <PagePlaceholder
      title={t('sectionTitle', { section: t(`sections.${section}`), product: product.productName })}
    >
      <Button
        component={Link}
        to={to(paths.product.overview(product.productId))}
        variant="light"
        leftSection={<IconArrowLeft size={16} />}
      >
        {t('backToOverview')}
      </Button>
    </PagePlaceholder>
  );
}
