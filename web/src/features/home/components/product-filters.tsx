import { Box, Button, Chip, Group, Stack, Text } from '@mantine/core';
import {
  holdingTermLabel,
  PRODUCT_FACETS,
  type FacetSelection,
  type FacetValueCount,
  type Language,
  type ProductConfig,
  type ProductFacet,
} from '@portal/domain';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './product-filters.module.css';

/*
 * The home page's filters (docs/comparison.md "Finding products"): one group of toggles per facet with more than one
 * value, each value with the number of products choosing it would show. Native checkboxes underneath (Mantine's
 * Chip), so keyboards and screen readers know them; each group is a fieldset named by its legend.
 */

/**
 * The name of a facet's value: a product type or income policy translated, an asset class in the holdings
 * vocabulary's words (its one home, the domain), a family by its default class's name.
 */
function useValueLabel(products: readonly ProductConfig[]): (facet: ProductFacet, value: string) => string {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language as Language;
  const familyNames = new Map<string, string>();
  for (const p of products)
    if (!familyNames.has(p.productShareClassRoot) || p.isDefaultShareClass)
      familyNames.set(p.productShareClassRoot, p.productShortName ?? p.productName);
  return (facet, value) => {
    switch (facet) {
      case 'type':
        return t(`assetGroups.${value}`, { defaultValue: value });
      case 'distribution':
        return t(`overview.shareClasses.${value}`, { defaultValue: value });
      case 'assetClass':
        return holdingTermLabel('assetClass', value, lang);
      case 'family':
        return familyNames.get(value) ?? value;
      case 'currency':
        return value;
    }
  };
}

export function ProductFilters({
  products,
  counts,
  selection,
  onChange,
  onClear,
}: {
  products: readonly ProductConfig[];
  counts: Record<ProductFacet, FacetValueCount[]>;
  selection: FacetSelection;
  onChange: (facet: ProductFacet, values: string[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('home');
  const labelOf = useValueLabel(products);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const shown = PRODUCT_FACETS.filter(
    (facet) => counts[facet].length > 1 || (selection[facet]?.length ?? 0) > 0,
  );
  if (shown.length === 0) return null;
  const chosen = PRODUCT_FACETS.reduce((n, facet) => n + (selection[facet]?.length ?? 0), 0);
  return (
    <Stack gap="xs" component="section" aria-label={t('filters.title')} data-testid="product-filters">
      <Box hiddenFrom="sm">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((o) => !o);
          }}
          data-testid="product-filters-toggle"
        >
          {chosen > 0 ? t('filters.toggleActive', { count: chosen }) : t('filters.toggle')}
        </Button>
      </Box>
      <Stack gap="xs" id={panelId} className={open ? undefined : classes.folded}>
        <Group gap="lg" align="flex-start" wrap="wrap">
          {shown.map((facet) => (
            <fieldset
              key={facet}
              style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
              data-facet={facet}
            >
              <Text component="legend" size="sm" fw={600} mb={4} p={0}>
                {t(`filters.${facet}`)}
              </Text>
              <Chip.Group
                multiple
                value={[...(selection[facet] ?? [])]}
                onChange={(values) => {
                  onChange(facet, values);
                }}
              >
                <Group gap={6} wrap="wrap">
                  {counts[facet].map(({ value, count }) => (
                    <Chip
                      key={value}
                      value={value}
                      size="xs"
                      variant="outline"
                      disabled={count === 0 && !selection[facet]?.includes(value)}
                    >
                      {t('filters.option', { label: labelOf(facet, value), count })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </fieldset>
          ))}
        </Group>
        {chosen > 0 ? (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={onClear} data-testid="product-filters-clear">
              {t('filters.clear')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Stack>
  );
}
