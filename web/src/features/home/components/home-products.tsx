import { Box, Button, Center, Group, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { IconChevronDown, IconChevronUp, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiQueryState } from '../../../lib/use-api-query';
import { tenant } from '../../../lib/tenant';
import { filterProducts } from '../utils/filter-products';
import type { KeyNumbersById } from './key-numbers';
import { ProductsGrid } from './products-grid';
import { ProductsTable } from './products-table';

/**
 * The product list of the home page: the table variant (`homePageTable`) or a card grid, with a search by name/ISIN
 * and, when `withProductsFilteringAbility`, only the first `numberOfProductsToShow` entries until "Show more".
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
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const matches = filterProducts(products, query);
  const limit =
    tenant.withProductsFilteringAbility && !expanded && !query ? tenant.numberOfProductsToShow : Infinity;
  const shown = matches.slice(0, limit);
  const canToggle =
    tenant.withProductsFilteringAbility && !query && matches.length > tenant.numberOfProductsToShow;

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
            setQuery(e.currentTarget.value);
          }}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', xs: 320 }}
          disabled={loading}
        />
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
            />
          </Box>
          <Box hiddenFrom="sm">
            <ProductsGrid products={shown} keyNumbers={keyNumbers} loading={loading} />
          </Box>
        </>
      ) : (
        <ProductsGrid products={shown} keyNumbers={keyNumbers} loading={loading} />
      )}
      {!loading && matches.length === 0 ? (
        <Text c="dimmed" ta="center">
          {t('noMatch', { query })}
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
