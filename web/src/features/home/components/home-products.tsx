import { Box, Button, Center, Group, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import {
  COMPARISON_LIMITS,
  facetCounts,
  facetSelectionOf,
  filtersActive,
  matchesFacets,
  PRODUCT_FACETS,
  PRODUCT_SEARCH_PARAM,
  withFacet,
  type ProductConfig,
} from '@portal/domain';
import {
  IconArrowsDiff,
  IconChevronDown,
  IconChevronUp,
  IconMoodEmpty,
  IconSearch,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { useSiteState } from '../../../lib/site-state';
import type { ApiQueryState } from '../../../lib/use-api-query';
import { tenant } from '../../../lib/tenant';
import { filterProducts } from '../utils/filter-products';
import type { CompareSelection, KeyNumbersById } from './key-numbers';
import { ProductFilters } from './product-filters';
import { ProductsGrid } from './products-grid';
import { ProductsTable } from './products-table';

/**
 * The product list of the home page: the table variant (`homePageTable`) or a card grid, with a search by name/ISIN
 * and filters by what the products are (docs/comparison.md "Finding products"), both in the URL; when
 * `withProductsFilteringAbility`, only the first `numberOfProductsToShow` entries until "Show more" (while nothing
 * filters). Each product has a box to pick it for the comparison page.
 */
export function HomeProducts({
  status,
  products,
  keyNumbers,
}: {
  status: 'loading' | 'error' | 'success';
  products: readonly ProductConfig[];
  keyNumbers: ApiQueryState<KeyNumbersById>;
}) {
  const { t } = useTranslation('home');
  const to = useLocalePath();
  // The search and the filters are the URL's (a filtered list is a link); replaced, not pushed, while typing.
  const [params, setParams] = useSearchParams();
  const query = params.get(PRODUCT_SEARCH_PARAM) ?? '';
  const selection = facetSelectionOf(params);
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const site = useSiteState();
  const assetClasses = site.status === 'success' ? site.data.assetClasses : {};
  const searched = filterProducts(products, query);
  // The facets read a product's asset class from the site state (its holdings, computed by the server).
  const withClass = (p: ProductConfig) => ({ ...p, assetClass: assetClasses[p.productId] ?? null });
  const matches = searched.filter((p) => matchesFacets(withClass(p), selection));
  const counts = facetCounts(searched.map(withClass), selection);
  const filtering = query !== '' || filtersActive(selection);
  const limit =
    tenant.withProductsFilteringAbility && !expanded && !filtering ? tenant.numberOfProductsToShow : Infinity;
  const shown = matches.slice(0, limit);
  const canToggle =
    tenant.withProductsFilteringAbility && !filtering && matches.length > tenant.numberOfProductsToShow;
  const setParam = (next: URLSearchParams) => {
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const compare: CompareSelection = {
    selected,
    full: selected.length >= COMPARISON_LIMITS.maxProducts,
    toggle: (id) => {
      setSelected((current) =>
        current.includes(id)
          ? current.filter((x) => x !== id)
          : current.length >= COMPARISON_LIMITS.maxProducts
            ? current
            : [...current, id],
      );
    },
  };
  if (status === 'error') {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="red.8" ta="center">
          {t('loadError')}
        </Text>
      </Paper>
    );
  }
  if (status === 'success' && products.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <ThemeIcon size={44} radius="xl" variant="light" color="gray">
            <IconMoodEmpty size={24} />
          </ThemeIcon>
          <Text c="dimmed" ta="center">
            {t('empty')}
          </Text>
        </Stack>
      </Paper>
    );
  }

  const loading = status === 'loading';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text component="h2" fw={700} fz={22} m={0}>
          {t('productsTitle')}
        </Text>
        <TextInput
          value={query}
          onChange={(e) => {
            const value = e.currentTarget.value;
            const next = new URLSearchParams(params);
            if (value === '') next.delete(PRODUCT_SEARCH_PARAM);
            else next.set(PRODUCT_SEARCH_PARAM, value);
            setParam(next);
          }}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', xs: 320 }}
          disabled={loading}
        />
      </Group>
      <ProductFilters
        products={products}
        counts={counts}
        selection={selection}
        onChange={(facet, values) => {
          setParam(withFacet(params, facet, values));
        }}
        onClear={() => {
          const next = new URLSearchParams(params);
          for (const facet of PRODUCT_FACETS) next.delete(facet);
          setParam(next);
        }}
      />
      <Group justify="space-between" gap="sm" wrap="wrap" data-testid="compare-bar">
        <Text size="sm" c="dimmed" aria-live="polite">
          {compare.full
            ? t('filters.compareLimit', COMPARISON_LIMITS)
            : filtering
              ? t('filters.matching', { count: matches.length })
              : t('filters.compareHint', COMPARISON_LIMITS)}
        </Text>
        {selected.length < COMPARISON_LIMITS.minProducts ? (
          // A real, disabled button until there is something to compare (a disabled link is no control at all).
          <Button
            variant="light"
            leftSection={<IconArrowsDiff size={16} aria-hidden />}
            disabled
            data-testid="compare-selected"
          >
            {t('filters.compare', { count: selected.length })}
          </Button>
        ) : (
          <Button
            component={Link}
            to={to(paths.compare(selected))}
            variant="light"
            leftSection={<IconArrowsDiff size={16} aria-hidden />}
            data-testid="compare-selected"
          >
            {t('filters.compare', { count: selected.length })}
          </Button>
        )}
      </Group>
      {tenant.homePageTable ? (
        // Both, one shown by the viewport's width (CSS): the server cannot know it, and a switch after hydration
        // would build the list anew on the phone's main thread. Hidden, a variant is out of the accessibility tree.
        <>
          <Box visibleFrom="sm">
            <ProductsTable
              products={shown}
              keyNumbers={keyNumbers}
              loading={loading}
              label={t('productsTitle')}
              compare={compare}
            />
          </Box>
          <Box hiddenFrom="sm">
            <ProductsGrid products={shown} keyNumbers={keyNumbers} loading={loading} compare={compare} />
          </Box>
        </>
      ) : (
        <ProductsGrid products={shown} keyNumbers={keyNumbers} loading={loading} compare={compare} />
      )}
      {!loading && matches.length === 0 ? (
        <Text c="dimmed" ta="center">
          {query !== '' && !filtersActive(selection) ? t('noMatch', { query }) : t('filters.none')}
        </Text>
      ) : null}
      {canToggle ? (
        <Center>
          <Button
            variant="subtle"
            onClick={() => {
              setExpanded((e) => !e);
            }}
            rightSection={expanded ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          >
            {expanded
              ? t('showLess')
              : t('showMore', { remaining: matches.length - tenant.numberOfProductsToShow })}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
