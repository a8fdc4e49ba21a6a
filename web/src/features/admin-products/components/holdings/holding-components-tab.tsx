import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  HOLDING_CHART_TYPES,
  HOLDING_COMPONENT_KINDS,
  type HoldingComponent,
  type ProductConfig,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../../components/centered-loader';
import { logger } from '../../../../lib/logger';
import { useHoldingComponents, useSaveHoldingComponent } from '../../api/holdings';
import {
  holdingComponentsForm,
  holdingComponentsToSave,
  type HoldingComponentsForm,
} from '../../utils/holding-components-form';
import { DataTable } from '../../../../components/data-table';

function ComponentsForm({
  product,
  stored,
}: {
  product: ProductConfig;
  stored: ReadonlyMap<string, HoldingComponent>;
}) {
  const { t } = useTranslation('holdingsAdmin');
  const save = useSaveHoldingComponent();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState(false);
  const form = useForm<HoldingComponentsForm>({
    mode: 'controlled',
    initialValues: holdingComponentsForm(stored),
    validate: (values) =>
      Object.fromEntries(
        holdingComponentsToSave(values, stored).issues.map((i) => [i.path, t('components.countInvalid')]),
      ),
  });
  const pending = holdingComponentsToSave(form.values, stored).components;

  const submit = form.onSubmit(async (values) => {
    const { components } = holdingComponentsToSave(values, stored);
    if (components.length === 0) return;
    setSaving(true);
    setFailure(false);
    try {
      await Promise.all(components.map((c) => save(product.productId, c)));
      form.resetDirty(values);
      notifications.show({ color: 'green', message: t('components.saved', { count: components.length }) });
    } catch (error) {
      logger.warn('Saving holding components failed', { productId: product.productId, error });
      setFailure(true);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <DataTable
          verticalSpacing="sm"
          data-testid="holding-components"
          minWidth={720}
          label={t('products.tabs.holdingComponents', { ns: 'admin' })}
          framed
          head={
            <>
              <Table.Th>{t('components.columns.component')}</Table.Th>
              <Table.Th>{t('components.columns.chartType')}</Table.Th>
              <Table.Th>{t('components.columns.overview')}</Table.Th>
              <Table.Th>{t('components.columns.count')}</Table.Th>
            </>
          }
        >
          {HOLDING_COMPONENT_KINDS.map((kind) => (
            <Table.Tr key={kind} data-kind={kind}>
              <Table.Td>
                <Text fw={500}>{t(`components.kinds.${kind}`)}</Text>
              </Table.Td>
              <Table.Td>
                <SegmentedControl
                  aria-label={t('components.chartTypeOf', { component: t(`components.kinds.${kind}`) })}
                  data={HOLDING_CHART_TYPES.map((c) => ({
                    value: c,
                    label: t(`components.charts.${c}`),
                  }))}
                  {...form.getInputProps(`${kind}.chartType`)}
                />
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('components.overviewOf', { component: t(`components.kinds.${kind}`) })}
                  {...form.getInputProps(`${kind}.showOnOverview`, { type: 'checkbox' })}
                />
              </Table.Td>
              <Table.Td>
                {kind === 'topHoldings' ? (
                  <NumberInput
                    aria-label={t('components.columns.count')}
                    placeholder={t('components.all')}
                    allowDecimal={false}
                    allowNegative={false}
                    w={120}
                    {...form.getInputProps(`${kind}.topHoldingsCount`)}
                    value={form.values.topHoldings.topHoldingsCount}
                    onChange={(v) => {
                      form.setFieldValue('topHoldings.topHoldingsCount', String(v));
                    }}
                    data-testid="top-holdings-count"
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        {failure ? (
          <Alert color="red" role="alert">
            {t('components.saveError')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={pending.length === 0 && form.isValid()}>
            {t('components.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Admin → Products → {product} → Holding components (seed 000 §3, §9): for each of the six breakdowns its chart type
 * (table, pie, donut, bar), whether the overview page shows it, and for top holdings how many (blank = all).
 */
export function HoldingComponentsTab({ product }: { product: ProductConfig }) {
  const { t } = useTranslation('holdingsAdmin');
  const state = useHoldingComponents(product.productId);
  return (
    <Stack mt="md">
      <Text size="sm" c="dimmed">
        {t('components.intro')}
      </Text>
      {state.status === 'loading' ? (
        <CenteredLoader />
      ) : state.status === 'error' ? (
        <Alert color="red">{t('components.loadError')}</Alert>
      ) : (
        <ComponentsForm product={product} stored={state.data} />
      )}
    </Stack>
  );
}
