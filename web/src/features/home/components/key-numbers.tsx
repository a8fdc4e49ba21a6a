import { Anchor, Checkbox, Group, Skeleton } from '@mantine/core';
import type { KeyNumbersItem, ProductConfig } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainValue, SignedValue } from '../../../components/signed-value';
import { paths } from '../../../config/paths';
import { formatDate, formatNumber, formatPercent, formatPrice } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-path';
import type { ApiQueryState } from '../../../lib/use-api-query';

export type KeyNumbersById = ReadonlyMap<string, KeyNumbersItem>;

/** The products chosen to compare (at most six: `full` then disables the others' boxes). */
export interface CompareSelection {
  selected: readonly string[];
  toggle: (productId: string) => void;
  full: boolean;
}

/** What the home page gives its list of products, shown as cards or as a table. */
export interface ProductListProps {
  products: readonly ProductConfig[];
  keyNumbers: ApiQueryState<KeyNumbersById>;
  loading: boolean;
  compare: CompareSelection;
}

/** A product's "compare" box, named by the product for screen readers. */
export function CompareBox({ product, compare }: { product: ProductConfig; compare: CompareSelection }) {
  const { t } = useTranslation('home');
  const checked = compare.selected.includes(product.productId);
  return (
    <Checkbox
      checked={checked}
      disabled={!checked && compare.full}
      onChange={() => {
        compare.toggle(product.productId);
      }}
      aria-label={t('filters.select', { name: product.productShortName ?? product.productName })}
      data-testid="compare-box"
      data-product-id={product.productId}
    />
  );
}

export const KEY_NUMBER_FIELDS = [
  'lastPrice',
  'lastChange',
  'lastDayChange',
  'lastDate',
  'ytdReturn',
  'sinceInceptionReturn',
] as const;
export type KeyNumberField = (typeof KEY_NUMBER_FIELDS)[number];

/** One key number, formatted for its kind; `null` values read "n/a", never 0. */
export function KeyNumberValue({ item, field }: { item: KeyNumbersItem | undefined; field: KeyNumberField }) {
  const { i18n } = useTranslation();
  switch (field) {
    case 'lastPrice':
      return <PlainValue formatted={formatPrice(item?.lastPrice)} />;
    case 'lastDate':
      return <PlainValue formatted={formatDate(item?.lastDate, i18n.language)} />;
    case 'lastChange':
      return (
        <SignedValue value={item?.lastChange} formatted={formatNumber(item?.lastChange, { signed: true })} />
      );
    default:
      return <SignedValue value={item?.[field]} formatted={formatPercent(item?.[field])} />;
  }
}

export function KeyNumberSkeleton() {
  return <Skeleton h={14} w={64} ml="auto" />;
}

/** Shown instead of the numbers of a `lockedBehindLogin` product to a guest. */
export function LockedNumbers({ productId }: { productId: string }) {
  const { t } = useTranslation('product');
  const to = useLocalePath();
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconLock size={16} aria-hidden />
      <Anchor component={Link} to={to(paths.auth.login(to(paths.product.overview(productId))))} size="sm">
        {t('keyNumbers.signInToSee')}
      </Anchor>
    </Group>
  );
}

/** The product's name, linking to its overview in the reader's language. */
export function ProductNameLink({ product, fw }: { product: ProductConfig; fw: number }) {
  const to = useLocalePath();
  return (
    <Anchor component={Link} to={to(paths.product.overview(product.productId))} fw={fw}>
      {product.productName}
    </Anchor>
  );
}
