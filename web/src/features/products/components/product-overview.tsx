import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  openableSections,
  type KeyNumbersItem,
  type OverviewResponse,
  type ProductConfig,
} from '@portal/domain';
import { IconArrowsDiff, IconFileDownload, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PlainValue, SignedValue } from '../../../components/signed-value';
import { paths } from '../../../config/paths';
import { formatDate, formatNumber, formatPercent, formatPrice } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-path';
import { useMediaUrl, type MediaRef } from '../../../lib/use-media-url';
import type { ApiQueryState } from '../../../lib/use-api-query';
import { useKeyNumbers } from '../api/get-key-numbers';
import { useOverviewContent } from '../api/get-overview';
import type { ProductSectionProps } from '../../../lib/product-section';
import { renderedPage } from '../../../lib/rendered-page';

/** Everything below the key numbers: loaded after the first paint (docs/public-pages.md). */
const OverviewBody = lazy(() => import('./overview-body').then((m) => ({ default: m.OverviewBody })));

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

/**
 * The overview's header (seed 000 §3 "Overview header"): the product's per-language header text over its background
 * image (darkened as configured) or its colour, with the action buttons (follow, latest factsheet) the app passes in.
 */
function OverviewHeader({
  product,
  text,
  image,
  darkening,
  actions,
}: {
  product: ProductConfig;
  text: string;
  /** Fetched here, so that its arrival renders the header again, not the page. */
  image: MediaRef | null | undefined;
  darkening: number;
  actions?: ReactNode;
}) {
  const media = useMediaUrl(image);
  const imageUrl = media.status === 'ready' ? media.url : null;
  if (!text && !image && !actions) return null;
  const background = imageUrl
    ? `linear-gradient(rgba(0,0,0,${darkening}), rgba(0,0,0,${darkening})), url("${imageUrl}") center / cover no-repeat`
    : `linear-gradient(120deg, ${product.productColor}, color-mix(in srgb, ${product.productColor} 55%, black))`;
  return (
    <Box
      data-testid="overview-header"
      p={{ base: 'lg', sm: 'xl' }}
      style={{ background, borderRadius: 'var(--mantine-radius-md)', color: 'white' }}
    >
      <Stack gap="md">
        {text ? (
          <Text
            size="lg"
            fw={500}
            maw={820}
            style={{ whiteSpace: 'pre-line', textShadow: '0 1px 2px rgba(0,0,0,.35)' }}
          >
            {text}
          </Text>
        ) : null}
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Box>
  );
}

/**
 * The product overview (seed 000 §2-§3): header, identity, key numbers and the sections the caller may open first
 * (in the entry chunk: the page visitors land on), then the rest of the page ({@link OverviewBody}) once loaded.
 * `actions` (follow, latest factsheet) and `components` (generic components) are filled by the app, which composes
 * features.
 */
export function ProductOverview({
  product,
  products,
  access,
  actions,
  components,
}: ProductSectionProps & {
  /** Buttons shown in the header, given the overview's content (header flags). */
  actions?: (content: OverviewResponse | undefined) => ReactNode;
  components?: ReactNode;
}) {
  const { t, i18n } = useTranslation('product');
  const to = useLocalePath();
  const keyNumbers = useKeyNumbers([product.productId], [product.inceptionDate]);
  const overview = useOverviewContent(product.productId);
  const content = overview.status === 'success' ? overview.data : undefined;
  // Links to the other pages: not this one, nor the download targets (a document link needs its id; the latest
  // factsheet is the header's button).
  const sections = openableSections(access, product, products).filter(
    (s) => s !== 'overview' && s !== 'download-document' && s !== 'download-last-factsheet',
  );
  const factsheet = content?.lastFactsheet;
  // The rest of the page is fetched once the top is on screen: its chunk must not compete with the first paint. A page
  // the server rendered has it already (docs/server-pages.md): there it is part of the first render.
  const [bodyWanted, setBodyWanted] = useState(() => renderedPage() !== null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setBodyWanted(true);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, []);
  const headerActions = (
    <>
      {actions?.(content)}
      {factsheet ? (
        <Button
          component={Link}
          to={`${to(paths.product.section(factsheet.productId, 'download-document'))}?documentId=${encodeURIComponent(factsheet.documentId)}`}
          variant="white"
          color="dark"
          leftSection={<IconFileDownload size={18} aria-hidden />}
          data-testid="overview-last-factsheet"
        >
          {t('overview.lastFactsheet')}
        </Button>
      ) : null}
    </>
  );
  return (
    <PageContainer title={product.productName}>
      <OverviewHeader
        product={product}
        text={content?.header.text ?? ''}
        image={content?.header.backgroundImage}
        darkening={content?.header.darkening ?? 0}
        actions={actions || factsheet ? headerActions : undefined}
      />
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
      {content?.description ? (
        <Text maw={900} style={{ whiteSpace: 'pre-line' }} data-testid="overview-description">
          {content.description}
        </Text>
      ) : null}
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
          <Button
            component={Link}
            to={to(paths.compare([product.productId]))}
            variant="default"
            leftSection={<IconArrowsDiff size={18} aria-hidden />}
            data-testid="overview-compare"
          >
            {t('compare')}
          </Button>
        </Group>
      </Stack>
      {bodyWanted ? (
        <Suspense fallback={null}>
          <OverviewBody
            product={product}
            products={products}
            access={access}
            content={content}
            components={components}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
