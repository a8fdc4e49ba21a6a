import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { parsePriceEntry, priceEntryRefusalSchema, type PriceEntryError } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { logger } from '../../../../lib/logger';
import { addPrice } from '../../api/price-data';
import { usePriceMessages } from './use-price-messages';

interface Values {
  date: string;
  price: string;
  adjustedPrice: string;
}

/**
 * "Add one price" (seed 000 §5, §8 "Single price add"): checked here with the domain's `parsePriceEntry` against the
 * dates loaded, and again by the API against the stored series; each field shows its own translated error.
 */
export function AddPriceForm({
  productId,
  dates,
  onChanged,
}: {
  productId: string;
  dates: ReadonlySet<string>;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('priceData');
  const messages = usePriceMessages();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { date: '', price: '', adjustedPrice: '' },
  });
  const showErrors = (errors: readonly PriceEntryError[]) => {
    form.setErrors(Object.fromEntries(errors.map((e) => [e.field, messages.entry(e.messageKey)])));
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const parsed = parsePriceEntry(values, (d) => dates.has(d));
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    setBusy(true);
    try {
      await addPrice(productId, {
        date: values.date,
        price: values.price,
        ...(values.adjustedPrice.trim() === '' ? {} : { adjustedPrice: values.adjustedPrice }),
      });
      notifications.show({
        color: 'green',
        message: t('add.added', { date: formatDate(parsed.point.date, i18n.language) }),
      });
      form.reset();
      onChanged();
    } catch (error) {
      const refusal =
        error instanceof ApiRequestError ? priceEntryRefusalSchema.safeParse(error.details) : undefined;
      if (refusal?.success) showErrors(refusal.data.errors);
      else {
        if (!(error instanceof ApiRequestError) || error.status >= 500)
          logger.error('Adding a price failed', { productId, error });
        setFailure(messages.apiError(error));
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={4}>{t('add.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('add.hint')}
          </Text>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t('add.date')}
              placeholder={t('add.datePlaceholder')}
              w={140}
              data-testid="price-add-date"
              {...form.getInputProps('date')}
            />
            <TextInput
              label={t('add.price')}
              w={130}
              inputMode="decimal"
              data-testid="price-add-price"
              {...form.getInputProps('price')}
            />
            <TextInput
              label={t('add.adjusted')}
              placeholder={t('add.adjustedPlaceholder')}
              w={170}
              inputMode="decimal"
              data-testid="price-add-adjusted"
              {...form.getInputProps('adjustedPrice')}
            />
            <Button type="submit" loading={busy} mt={25} data-testid="price-add-submit">
              {t('add.submit')}
            </Button>
          </Group>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
