import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  openableSections,
  type AccessContext,
  type KeyNumbersItem,
  type ProductConfig,
} from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PlainValue, SignedValue } from '../../../components/signed-value';
import { paths } from '../../../config/paths';
import { formatDate, formatNumber, formatPercent, formatPrice } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-path';
import type { ApiQueryState } from '../../../lib/use-api-query';
import { useKeyNumbers } from '../api/get-key-numbers';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={600} mt={4}>
        {children}
      </Text>
    </Paper>
  );
}

function KeyFigures({
  state,
  product,
}: {
  state: ApiQueryState<ReadonlyMap<string, KeyNumbersItem>>;
  product: ProductConfig;
}) {
  const { t, i18n } = useTranslation('product');
  const to = useLocalePath();
  const item = state.data?.get(product.productId);
  if (state.status === 'error') {
    return (
      <Text c="red.8" size="sm">
        {t('keyNumbers.error')}
      </Text>
    );
  }
  if (item?.locked) {
    return (
      <Group gap="xs">
        <IconLock size={18} />
        <Anchor component={Link} to={to(paths.auth.login(to(paths.product.overview(product.productId))))}>
          {t('keyNumbers.signInToSee')}
        </Anchor>
      </Group>
    );
  }
  const loading = state.status === 'loading';
  const show = (text: string | null, value?: number | null) =>
    loading ? (
      '…'
    ) : value === undefined ? (
      <PlainValue formatted={text} />
    ) : (
      <SignedValue value={value} formatted={text} />
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      <Figure label={t('keyNumbers.lastPrice')}>{show(formatPrice(item?.lastPrice))}</Figure>
      <Figure label={t('keyNumbers.lastDayChange')}>
        {show(formatPercent(item?.lastDayChange), item?.lastDayChange ?? null)}
      </Figure>
      <Figure label={t('keyNumbers.ytd')}>
        {show(formatPercent(item?.ytdReturn), item?.ytdReturn ?? null)}
      </Figure>
      <Figure label={t('keyNumbers.sinceInception')}>
        {show(formatPercent(item?.sinceInceptionReturn), item?.sinceInceptionReturn ?? null)}
      </Figure>
      <Figure label={t('keyNumbers.lastDate')}>{show(formatDate(item?.lastDate, i18n.language))}</Figure>
    </SimpleGrid>
  );
}

/** Minimal overview (the full page with header, details and charts comes later): identity, key numbers, tabs. */
export function ProductOverview({
  product,
  products,
  access,
  headerActions,
}: {
  product: ProductConfig;
  /** The catalogue the product comes from (the share classes of its fund). */
  products: readonly ProductConfig[];
  access: AccessContext;
  /** Composed in app/ (features do not import each other): the follow button. */
  headerActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('product');
  const to = useLocalePath();
  const keyNumbers = useKeyNumbers([product.productId], [product.inceptionDate]);
  const sections = openableSections(access, product, products).filter((s) => s !== 'overview');
  return (
    <PageContainer title={product.productName}>
      {headerActions ? <Group justify="flex-end">{headerActions}</Group> : null}
      <Group gap="xs">
        <Badge tt="none" size="lg" variant="light">
          {product.currency}
        </Badge>
        {product.isin ? (
          <Badge tt="none" size="lg" variant="outline">
            {t('isin', { isin: product.isin })}
          </Badge>
        ) : null}
        <Badge tt="none" size="lg" variant="outline" color="gray">
          {t('inception', { date: formatDate(product.inceptionDate, i18n.language) })}
        </Badge>
        {product.aum !== undefined ? (
          <Badge tt="none" size="lg" variant="outline" color="gray">
            {t('aum', {
              value: formatNumber(product.aum / 1_000_000, { digits: 1 }),
              currency: product.currency,
            })}
          </Badge>
        ) : null}
      </Group>
      <KeyFigures state={keyNumbers} product={product} />
      <Stack gap="xs">
        <Text fw={600}>{t('sectionsTitle')}</Text>
        <Group gap="sm">
          {sections.map((section) => (
            <Button
              key={section}
              component={Link}
              to={to(paths.product.section(product.productId, section))}
              variant="light"
            >
              {t(`sections.${section}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </PageContainer>
  );
}
