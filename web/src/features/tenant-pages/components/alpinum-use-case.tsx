import { Button, List, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-path';
import type { TenantPageProps } from './registry';

/** Launch of the strategy the use case follows (seed 000 §9 "Use-case example"). */
const LAUNCH_DATE = '2021-06-02';
const LARGEST_DRAWDOWNS = 10;

/** Demo AM's "Use cases → Alpinum" page; the interactive drawdown analysis comes with the analytics pages. */
export function AlpinumUseCase({ title, productId }: TenantPageProps) {
  const { t, i18n } = useTranslation('tenantPages');
  const to = useLocalePath();
  return (
    <PagePlaceholder
      title={title}
      description={t('alpinum.intro', {
        date: formatDate(LAUNCH_DATE, i18n.language, 'long'),
        n: LARGEST_DRAWDOWNS,
      })}
    >
      <List size="sm" ta="left" maw={560} spacing={4}>
        <List.Item>{t('alpinum.points.drawdowns', { n: LARGEST_DRAWDOWNS })}</List.Item>
        <List.Item>{t('alpinum.points.recovery')}</List.Item>
        <List.Item>{t('alpinum.points.comparison')}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('alpinum.comingSoon')}
      </Text>
      {productId ? (
        <Button
          component={Link}
          to={to(paths.product.overview(productId))}
          rightSection={<IconArrowRight size={16} />}
        >
          {t('alpinum.openProduct')}
        </Button>
      ) : null}
    </PagePlaceholder>
  );
}
