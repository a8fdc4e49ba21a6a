import { Box, Button, LoadingOverlay, Stack, Text } from '@mantine/core';
import { COMPARISON_LIMITS, isoDateUTC, type ComparedProduct, type ComparisonResponse } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActionAlert } from '../../../components/action-alert';
import { PageContainer } from '../../../components/page-container';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { chartPalette } from '../../../lib/theme';
import { useComparison } from '../api/get-comparison';
import {
  canCompare,
  readComparisonState,
  withComparisonState,
  type ComparisonState,
} from '../utils/comparison-url';
import { distinctColors } from '../utils/distinct-colors';
import { productChoices, type CatalogueProduct } from '../utils/product-choices';
import type { ComparedColumn } from './comparison-columns';
import { ComparisonControls } from './comparison-controls';
import { ComparisonDownloads } from './comparison-downloads';
import { ComparisonResults } from './comparison-results';
import { ComparisonSkeleton } from './comparison-skeleton';
import { ProductPicker, type ChosenProduct } from './product-picker';

/** The reader's catalogue (the products feature's `useCatalogue()`, handed in by the route). */
export interface ComparisonCatalogue {
  status: 'loading' | 'error' | 'success';
  /** Every product the reader may open: names the products of a shared link. */
  products: readonly CatalogueProduct[];
  /** The products offered to the reader (the Products section's): those the search adds. */
  listed: readonly CatalogueProduct[];
}

/** A product the URL names that the catalogue does not know and no answer named yet keeps a neutral swatch. */
const UNKNOWN_COLOR = '#868e96';

/**
 * The answer to show: the current one, or while a new window or period loads, the last one of the same products (under
 * a loading veil), so the page does not collapse to grey blocks on every click; another set of products starts afresh.
 */
function useShownAnswer(
  query: ReturnType<typeof useComparison>,
  productsKey: string,
): { answer: ComparisonResponse | null; reloading: boolean } {
  const [last, setLast] = useState<{ key: string; data: ComparisonResponse } | null>(null);
  if (query.status === 'success' && last?.data !== query.data)
    setLast({ key: productsKey, data: query.data });
  if (query.status === 'success') return { answer: query.data, reloading: false };
  if (query.status === 'loading' && last?.key === productsKey) return { answer: last.data, reloading: true };
  return { answer: null, reloading: false };
}

/**
 * The comparison page (docs/comparison.md): two to six products side by side, as fund centres offer it. Its whole
 * state is in the URL (`?products=a,b&period=36m&from=…&to=…`), so a shared link shows the same comparison; each
 * change (a product added or removed, a period, a window) is a new address the browser's back button returns from.
 */
export function ComparisonPage({ catalogue }: { catalogue: ComparisonCatalogue }) {
  const { t } = useTranslation('comparison');
  const { t: te } = useTranslation('errors');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readComparisonState(searchParams), [searchParams]);
  const [today] = useState(() => isoDateUTC(new Date()));
  const update = (patch: Partial<ComparisonState>) => {
    setSearchParams((prev) => withComparisonState(prev, { ...readComparisonState(prev), ...patch }));
  };

  const comparable = canCompare(state);
  const query = useComparison(comparable ? state : null);
  const { answer, reloading } = useShownAnswer(query, state.productIds.join(','));

  const compared = new Map(
    (answer?.products ?? []).flatMap((p) => (p.refused === null ? [[p.productId, p] as const] : [])),
  );
  const catalogueById = new Map(catalogue.products.map((p) => [p.productId, p]));
  const nameOf = (id: string) => compared.get(id)?.name ?? catalogueById.get(id)?.productName ?? id;
  // One colour per product of the URL, in its order: the same in the chips, the charts and the table headers.
  const colors = distinctColors(
    state.productIds.map(
      (id) => compared.get(id)?.color ?? catalogueById.get(id)?.productColor ?? UNKNOWN_COLOR,
    ),
    chartPalette(),
  );
  const colorOf = new Map(state.productIds.map((id, i) => [id, colors[i] ?? UNKNOWN_COLOR]));
  const refusedIds = new Set(
    (answer?.products ?? []).flatMap((p) => (p.refused === null ? [] : [p.productId])),
  );
  const chosen: ChosenProduct[] = state.productIds.map((id) => ({
    productId: id,
    name: nameOf(id),
    color: refusedIds.has(id) ? null : (colorOf.get(id) ?? null),
  }));
  const columns: ComparedColumn[] = state.productIds.flatMap((id) => {
    const product: ComparedProduct | undefined = compared.get(id);
    return product ? [{ product, color: colorOf.get(id) ?? product.color }] : [];
  });

  return (
    <PageContainer title={t('title')} size="xl">
      <Text c="dimmed">{t('intro', { max: COMPARISON_LIMITS.maxProducts })}</Text>
      <ProductPicker
        chosen={chosen}
        choices={productChoices(catalogue.listed, state.productIds)}
        catalogueStatus={catalogue.status}
        onAdd={(id) => {
          update({ productIds: [...state.productIds, id] });
        }}
        onRemove={(id) => {
          update({ productIds: state.productIds.filter((p) => p !== id) });
        }}
      />
      {comparable ? (
        <Stack gap="lg">
          <ComparisonControls
            state={state}
            answer={answer}
            columns={columns}
            today={today}
            onChange={update}
          />
          {query.status === 'error' ? (
            <ActionAlert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('loadError')}
              message={te(apiErrorMessageKey(query.error))}
              action={
                <Button size="xs" variant="default" onClick={query.refetch}>
                  {t('retry')}
                </Button>
              }
              testId="comparison-error"
            />
          ) : answer ? (
            <Box pos="relative">
              <ComparisonDownloads state={state} answer={answer} disabled={reloading} />
              <LoadingOverlay visible={reloading} zIndex={10} overlayProps={{ blur: 1 }} />
              <ComparisonResults answer={answer} columns={columns} nameOf={nameOf} />
            </Box>
          ) : (
            <ComparisonSkeleton />
          )}
        </Stack>
      ) : null}
    </PageContainer>
  );
}
