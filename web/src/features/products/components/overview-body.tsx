import type { ReactNode } from 'react';
import {
  Anchor,
  Avatar,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import {
  CUT_OFF_TIME_ZONE,
  nextDealing,
  primaryModeOf,
  productDecision,
  type KeyNumbersItem,
  type MediaRef,
  type OverviewResponse,
  type ProductConfig,
} from '@portal/domain';
import { IconCalendarDue, IconMail, IconPhone } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFee, ShareClassTableHead } from '../../../components/share-class-table-head';
import { PlainValue, SignedValue } from '../../../components/signed-value';
import { paths } from '../../../config/paths';
import { formatDate, formatInstantIn, formatPercent, formatPrice } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-path';
import { localized } from '../../../lib/localized';
import { ProductIcon } from '../../../lib/product-icons';
import { useMediaUrl } from '../../../lib/use-media-url';
import { useKeyNumbers } from '../api/get-key-numbers';
import type { ProductSectionProps } from '../../../lib/product-section';
import { ScrollTable } from '../../../components/scroll-table';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function NextDealing({ product }: { product: ProductConfig }) {
  const { t, i18n } = useTranslation('product');
  const dealing = useMemo(() => nextDealing(new Date(), primaryModeOf(product).updateFrequency), [product]);
  if (!dealing) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="overview-dealing">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md">
          <IconCalendarDue size={20} />
        </ThemeIcon>
        <div>
          <Text fw={600}>
            {t('overview.dealing.next', { date: formatDate(dealing.dealingDate, i18n.language, 'long') })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('overview.dealing.cutOff', {
              time: formatInstantIn(dealing.cutOff, i18n.language, CUT_OFF_TIME_ZONE, dealing.cutOffZone),
            })}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

function ShareClasses({ product, products, access }: ProductSectionProps) {
  const { t, i18n } = useTranslation('product');
  const to = useLocalePath();
  const classes = useMemo(
    () =>
      products
        .filter(
          (p) =>
            p.productShareClassRoot === product.productShareClassRoot &&
            p.shareClass !== undefined &&
            productDecision(access, p).kind === 'allow',
        )
        .sort((a, b) => (a.shareClass?.class ?? '').localeCompare(b.shareClass?.class ?? '')),
    [products, product.productShareClassRoot, access],
  );
  const numbers = useKeyNumbers(
    classes.map((p) => p.productId),
    classes.map((p) => p.shareClass?.inceptionDate ?? p.inceptionDate),
  );
  if (classes.length === 0) return null;
  const dash = t('overview.notAvailable');
  const figure = (item: KeyNumbersItem | undefined, value: number | null | undefined) =>
    numbers.status === 'loading' ? (
      '…'
    ) : item?.locked ? (
      t('overview.locked')
    ) : (
      <SignedValue value={value ?? null} formatted={formatPercent(value)} />
    );
  return (
    <Section title={t('overview.shareClasses.title')} testId="overview-share-classes">
      <Paper withBorder radius="md">
        <ScrollTable label={t('overview.shareClasses.title')} minWidth={1400}>
          <Table verticalSpacing="xs" highlightOnHover>
            <ShareClassTableHead />
            <Table.Tbody>
              {classes.map((p) => {
                const sc = p.shareClass;
                const item = numbers.data?.get(p.productId);
                const current = p.productId === product.productId;
                return (
                  <Table.Tr
                    key={p.productId}
                    data-testid="share-class-row"
                    data-product-id={p.productId}
                    // The current class: a neutral tint and the brand colour as a bar at the start, not a brand tint
                    // (the gains' green and the dimmed dates fell below 4.5:1 on the tint when the row was hovered).
                    bg={current ? 'var(--mantine-color-gray-0)' : undefined}
                    aria-current={current ? 'true' : undefined}
                  >
                    <Table.Td
                      style={
                        current
                          ? { boxShadow: 'inset 3px 0 0 var(--mantine-primary-color-filled)' }
                          : undefined
                      }
                    >
                      {current ? (
                        <Group gap={6} wrap="nowrap">
                          <Text fw={600} size="sm">
                            {sc?.class}
                          </Text>
                          <Badge
                            size="xs"
                            variant="light"
                            tt="none"
                            styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                          >
                            {t('overview.shareClasses.current')}
                          </Badge>
                        </Group>
                      ) : (
                        <Anchor component={Link} to={to(paths.product.overview(p.productId))} size="sm">
                          {sc?.class}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>{sc?.currency}</Table.Td>
                    <Table.Td>{formatDate(sc?.inceptionDate, i18n.language) ?? dash}</Table.Td>
                    <Table.Td ff="monospace" data-testid="share-class-isin">
                      {sc?.isin ?? dash}
                    </Table.Td>
                    <Table.Td ff="monospace">{sc?.valor ?? dash}</Table.Td>
                    <Table.Td data-testid="share-class-bloomberg">{sc?.bloombergCode ?? dash}</Table.Td>
                    <Table.Td ta="right" data-testid="share-class-management-fee">
                      {formatFee(sc?.managementFee) ?? dash}
                    </Table.Td>
                    <Table.Td ta="right">{formatFee(sc?.performanceFee) ?? dash}</Table.Td>
                    <Table.Td>
                      {sc?.hedged === undefined
                        ? dash
                        : t(sc.hedged ? 'overview.shareClasses.yes' : 'overview.shareClasses.no')}
                    </Table.Td>
                    <Table.Td>
                      {sc?.distributionPolicy ? t(`overview.shareClasses.${sc.distributionPolicy}`) : dash}
                    </Table.Td>
                    <Table.Td ta="right">
                      {numbers.status === 'loading' ? (
                        '…'
                      ) : item?.locked ? (
                        t('overview.locked')
                      ) : (
                        <Stack gap={0} align="flex-end">
                          <PlainValue formatted={formatPrice(item?.lastPrice, item?.currency)} />
                          <Text size="xs" c="dimmed">
                            {formatDate(item?.lastDate, i18n.language) ?? ''}
                          </Text>
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{figure(item, item?.mtdReturn)}</Table.Td>
                    <Table.Td ta="right">{figure(item, item?.ytdReturn)}</Table.Td>
                    <Table.Td ta="right">{figure(item, item?.sinceInceptionReturn)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Paper>
      {numbers.status === 'error' ? (
        <Text size="sm" c="red.8">
          {t('keyNumbers.error')}
        </Text>
      ) : null}
    </Section>
  );
}

function Details({ product, lang }: { product: ProductConfig; lang: string }) {
  const { t } = useTranslation('product');
  const details = [...product.details].sort((a, b) => a.order - b.order);
  if (details.length === 0) return null;
  return (
    <Section title={t('overview.details')} testId="overview-details">
      <Paper withBorder radius="md">
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {details.map((d) => (
              <Table.Tr key={`${d.order}-${localized(d.key, 'en')}`}>
                <Table.Th w="40%" fw={500} c="dimmed">
                  {localized(d.key, lang)}
                </Table.Th>
                <Table.Td>{localized(d.value, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Section>
  );
}

function KeyCharacteristics({ product, lang }: { product: ProductConfig; lang: string }) {
  const { t } = useTranslation('product');
  if (product.keyCharacteristics.length === 0) return null;
  return (
    <Section title={t('overview.keyCharacteristics')} testId="overview-key-characteristics">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {product.keyCharacteristics.map((k, i) => (
          <Paper key={i} withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md" color={product.productColor}>
                <ProductIcon name={k.icon} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{localized(k.header, lang)}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {localized(k.paragraph, lang)}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A contact's photo through the media API (access checked), else their initials. */
function ContactPhoto({ media, name, color }: { media: MediaRef | undefined; name: string; color: string }) {
  const photo = useMediaUrl(media);
  return (
    <Avatar src={photo.status === 'ready' ? photo.url : null} alt={name} size={64} radius="sm" color={color}>
      {initials(name)}
    </Avatar>
  );
}

function Contacts({ product, lang }: { product: ProductConfig; lang: string }) {
  const { t } = useTranslation('product');
  if (product.contacts.length === 0) return null;
  return (
    <Section title={t('overview.contacts')} testId="overview-contacts">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {product.contacts.map((c, i) => (
          <Paper key={i} withBorder radius="md" p="md">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ContactPhoto media={c.image} name={c.name} color={product.productColor} />
              <Stack gap={2}>
                <Text fw={600}>{c.name}</Text>
                {c.role ? (
                  <Text size="sm" c="dimmed">
                    {localized(c.role, lang)}
                  </Text>
                ) : null}
                {c.email ? (
                  <Anchor href={`mailto:${c.email}`} size="sm">
                    <Group gap={4} wrap="nowrap">
                      <IconMail size={14} aria-hidden />
                      {c.email}
                    </Group>
                  </Anchor>
                ) : null}
                {c.phone ? (
                  <Anchor href={`tel:${c.phone.replace(/\s+/g, '')}`} size="sm">
                    <Group gap={4} wrap="nowrap">
                      <IconPhone size={14} aria-hidden />
                      {c.phone}
                    </Group>
                  </Anchor>
                ) : null}
                {c.additionalText ? (
                  <Text size="sm" mt={4}>
                    {localized(c.additionalText, lang)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function ProductTimeline({ product, lang }: { product: ProductConfig; lang: string }) {
  const { t } = useTranslation('product');
  const entries = [...product.timelineData].sort((a, b) => a.time.localeCompare(b.time));
  if (entries.length === 0) return null;
  return (
    <Section title={t('overview.timeline')} testId="overview-timeline">
      <Timeline active={entries.length - 1} bulletSize={28} lineWidth={2}>
        {entries.map((e) => (
          <Timeline.Item
            key={`${e.time}-${localized(e.title, 'en')}`}
            color={e.color}
            bullet={<ProductIcon name={e.icon} size={16} />}
            title={localized(e.title, lang)}
          >
            <Text size="xs" c="dimmed">
              {formatDate(e.time, lang, 'long')}
            </Text>
            <Text size="sm" mt={4}>
              {localized(e.description, lang)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}

/**
 * The overview below the key numbers (seed 000 §2-§3), loaded after the page's first paint: next subscription and
 * redemption, share classes, details, key characteristics, contacts, timeline, the generic components (a slot the
 * app fills) and the disclaimer (the product's, else the platform default).
 */
export const OverviewBody = memo(function OverviewBody({
  product,
  products,
  access,
  content,
  components,
}: ProductSectionProps & {
  content: OverviewResponse | undefined;
  components?: ReactNode;
}) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language;
  return (
    <Stack gap="xl">
      {product.showNextSubscriptionAndRedemption ? <NextDealing product={product} /> : null}
      <ShareClasses product={product} products={products} access={access} />
      <SimpleGrid
        cols={{ base: 1, md: product.details.length > 0 && product.timelineData.length > 0 ? 2 : 1 }}
      >
        <Details product={product} lang={lang} />
        <ProductTimeline product={product} lang={lang} />
      </SimpleGrid>
      <KeyCharacteristics product={product} lang={lang} />
      {components}
      <Contacts product={product} lang={lang} />
      {content && content.disclaimer.source !== 'none' ? (
        <Section title={t('overview.disclaimer')} testId="overview-disclaimer">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {content.disclaimer.text}
          </Text>
        </Section>
      ) : null}
    </Stack>
  );
});
