import { Alert, ColorSwatch, Group, Pill, Select, Stack, Text, type ComboboxItem } from '@mantine/core';
import { COMPARISON_LIMITS } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch, type ProductChoice } from '../utils/product-choices';

/** A product of the comparison as its chip shows it. */
export interface ChosenProduct {
  productId: string;
  name: string;
  /** Its chart colour; `null` while unknown or when the product is refused (none of its data is shown). */
  color: string | null;
}

/**
 * The products compared, as removable chips in the comparison's order, and the search that adds one: by name or
 * ISIN, among the products the reader may open, up to the API's limit. Fewer than two products: a hint says to add
 * one, as there is nothing to compare yet.
 */
export function ProductPicker({
  chosen,
  choices,
  catalogueStatus,
  onAdd,
  onRemove,
}: {
  chosen: readonly ChosenProduct[];
  choices: readonly ProductChoice[];
  catalogueStatus: 'loading' | 'error' | 'success';
  onAdd: (productId: string) => void;
  onRemove: (productId: string) => void;
}) {
  const { t } = useTranslation('comparison');
  const [search, setSearch] = useState('');
  const isinOf = useMemo(() => new Map(choices.map((c) => [c.value, c.isin])), [choices]);
  const full = chosen.length >= COMPARISON_LIMITS.maxProducts;
  const description = full
    ? t('products.limitReached', { max: COMPARISON_LIMITS.maxProducts })
    : catalogueStatus === 'error'
      ? t('products.catalogueError')
      : undefined;
  return (
    <Stack gap="sm">
      {chosen.length > 0 ? (
        <Pill.Group aria-label={t('products.label')} role="list">
          {chosen.map((p) => (
            <Pill
              key={p.productId}
              size="lg"
              role="listitem"
              withRemoveButton
              onRemove={() => {
                onRemove(p.productId);
              }}
              removeButtonProps={{ 'aria-label': t('products.remove', { name: p.name }) }}
              data-testid="comparison-chip"
            >
              <Group gap={6} wrap="nowrap" component="span">
                {p.color ? <ColorSwatch color={p.color} size={10} withShadow={false} aria-hidden /> : null}
                <span>{p.name}</span>
              </Group>
            </Pill>
          ))}
        </Pill.Group>
      ) : null}
      <Select
        w={{ base: '100%', sm: 420 }}
        label={t('products.add')}
        placeholder={catalogueStatus === 'loading' ? t('products.loading') : t('products.addPlaceholder')}
        description={description}
        data={choices.map((c) => ({ value: c.value, label: c.label }))}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) =>
          options.filter(
            (o): o is ComboboxItem =>
              'value' in o && matchesSearch({ label: o.label, isin: isinOf.get(o.value) ?? null }, search),
          )
        }
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {isinOf.get(option.value) ? (
              <Text size="xs" c="dimmed">
                {isinOf.get(option.value)}
              </Text>
            ) : null}
          </Stack>
        )}
        nothingFoundMessage={t('products.nothingFound')}
        disabled={full || catalogueStatus !== 'success'}
        onChange={(value) => {
          setSearch('');
          if (value) onAdd(value);
        }}
        data-testid="comparison-add"
      />
      {chosen.length < COMPARISON_LIMITS.minProducts ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="comparison-hint">
          {t('products.needMore', { min: COMPARISON_LIMITS.minProducts })}
        </Alert>
      ) : null}
    </Stack>
  );
}
