import {
  Alert,
  Divider,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  shareClassRefusalSchema,
  type ProductConfig,
  type ShareClassField,
  type ShareClassIssue,
} from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionModal } from '../../../../components/confirm-action-modal';
import { useUnsavedChangesGuard } from '../../../../hooks/use-unsaved-guard';
import { ApiRequestError, apiErrorMessageKey } from '../../../../lib/api-client';
import { logger } from '../../../../lib/logger';
import { updateShareClass } from '../../api/update-share-class';
import {
  shareClassBodyOf,
  shareClassFormIssues,
  shareClassFormOf,
  type ShareClassFormValues,
} from '../../utils/share-class-form';
import { SaveBar } from '../content/editor-parts';
import { ShareClassFamily } from './share-class-family';
import { useShareClassIssueMessage } from './use-share-class-issue-message';

/**
 * The form field an issue belongs to. The currency is the product's (shown, not edited), so a currency issue can only
 * come from a stale page: it is shown under the class name, the first field.
 */
const formField = (field: ShareClassField | 'isDefaultShareClass'): keyof ShareClassFormValues =>
  field === 'currency' ? 'class' : field;

/** The issues as Mantine form errors, one message per field (the first). */
function errorsOf(issues: readonly ShareClassIssue[], message: (i: ShareClassIssue) => string) {
  const errors: Partial<Record<keyof ShareClassFormValues, string>> = {};
  for (const issue of issues) errors[formField(issue.field)] ??= message(issue);
  return errors;
}

/**
 * Admin → Products → Share class (seed 000 §1 "Administrators manage … share classes"): the class's name,
 * identifiers (ISIN with its check digit, valor, Bloomberg ticker), fees, hedging, use of income, inception date and
 * whether it is the fund's default class, with the fund's other classes beside it. Saved through the share-class API,
 * which re-checks everything, keeps one default per fund and audits the change; the form follows the live product
 * document, so another admin's save shows here while this form has no unsaved change.
 */
export function ShareClassTab({
  product,
  products,
}: {
  product: ProductConfig;
  products: readonly ProductConfig[];
}) {
  const { t } = useTranslation(['shareClasses', 'errors']);
  const message = useShareClassIssueMessage();
  const [saving, setSaving] = useState(false);
  const stored = useMemo(() => shareClassFormOf(product), [product]);
  const form = useForm<ShareClassFormValues>({
    initialValues: stored,
    validate: (values) => errorsOf(shareClassFormIssues(values, product.currency), message),
  });
  const dirty = form.isDirty();
  const blocker = useUnsavedChangesGuard(dirty && !saving);
  // Leaving lets the held navigation go on; the dialog's close must then not cancel it.
  const leaving = useRef(false);

  // The stored class changed (this save, or another admin's): take it over unless the form has unsaved edits.
  const storedKey = JSON.stringify(stored);
  useEffect(() => {
    if (form.isDirty() && !saving) return;
    form.setInitialValues(stored);
    form.setValues(stored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the stored values only
  }, [storedKey]);

  const save = form.onSubmit((values) => {
    setSaving(true);
    updateShareClass(product.productId, shareClassBodyOf(values, product.currency)).then(
      (reply) => {
        setSaving(false);
        form.setInitialValues(values);
        const otherDefaults = reply.defaultChanged.filter((c) => c.productId !== product.productId);
        notifications.show({
          color: 'green',
          message: t(otherDefaults.length > 0 ? 'savedDefault' : 'saved'),
        });
      },
      (error: unknown) => {
        setSaving(false);
        const refusal =
          error instanceof ApiRequestError ? shareClassRefusalSchema.safeParse(error.details) : null;
        if (refusal?.success) {
          form.setErrors(errorsOf(refusal.data.issues, message));
          notifications.show({ color: 'red', title: t('saveFailed'), message: t('invalid') });
          return;
        }
        logger.warn('The share class was not saved', { productId: product.productId, error });
        notifications.show({
          color: 'red',
          title: t('saveFailed'),
          message: t(apiErrorMessageKey(error), { ns: 'errors' }),
        });
      },
    );
  });

  const lockedDefault = product.isDefaultShareClass;
  return (
    <form onSubmit={save} noValidate data-testid="share-class-form">
      <Stack gap="lg" mt="md">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <Title order={2} size="h4">
          {t('sections.identity')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={t('fields.class')}
            description={t('hints.class')}
            required
            {...form.getInputProps('class')}
          />
          <TextInput
            label={t('fields.currency')}
            description={t('hints.currency')}
            value={product.currency}
            readOnly
            variant="filled"
          />
          <TextInput
            label={t('fields.inceptionDate')}
            type="date"
            required
            {...form.getInputProps('inceptionDate')}
          />
          <TextInput
            label={t('fields.isin')}
            description={t('hints.isin')}
            placeholder="CH0038863350"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            maxLength={12}
            {...form.getInputProps('isin')}
            onChange={(e) => {
              form.setFieldValue('isin', e.currentTarget.value.toUpperCase());
            }}
          />
          <TextInput
            label={t('fields.valor')}
            description={t('hints.valor')}
            placeholder="3886335"
            inputMode="numeric"
            {...form.getInputProps('valor')}
          />
          <TextInput
            label={t('fields.bloombergCode')}
            description={t('hints.bloombergCode')}
            placeholder="ALQGLBA SW Equity"
            {...form.getInputProps('bloombergCode')}
          />
        </SimpleGrid>

        <Divider />
        <Title order={2} size="h4">
          {t('sections.terms')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['managementFee', 'performanceFee'] as const).map((field) => (
            <NumberInput
              key={field}
              label={t(`fields.${field}`)}
              description={t(`hints.${field}`)}
              decimalScale={4}
              allowNegative={false}
              clampBehavior="none"
              rightSection={<Text size="sm">%</Text>}
              {...form.getInputProps(field)}
            />
          ))}
          <Select
            label={t('fields.hedged')}
            allowDeselect={false}
            data={[
              { value: '', label: t('options.notStated') },
              { value: 'yes', label: t('options.yes') },
              { value: 'no', label: t('options.no') },
            ]}
            {...form.getInputProps('hedged')}
          />
          <Select
            label={t('fields.distributionPolicy')}
            allowDeselect={false}
            data={[
              { value: '', label: t('options.notStated') },
              { value: 'accumulating', label: t('options.accumulating') },
              { value: 'distributing', label: t('options.distributing') },
            ]}
            {...form.getInputProps('distributionPolicy')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.isDefaultShareClass')}
          description={lockedDefault ? t('hints.isDefaultLocked') : t('hints.isDefaultShareClass')}
          disabled={lockedDefault}
          {...form.getInputProps('isDefaultShareClass', { type: 'checkbox' })}
        />
        {form.errors.isDefaultShareClass ? (
          <Alert color="red" icon={<IconInfoCircle size={18} />}>
            {form.errors.isDefaultShareClass}
          </Alert>
        ) : null}
        <SaveBar
          dirty={dirty}
          saving={saving}
          onSave={() => {
            save();
          }}
          onReset={() => {
            form.reset();
          }}
        />

        <Divider />
        <ShareClassFamily product={product} products={products} />
      </Stack>
      <ConfirmActionModal
        opened={blocker.state === 'blocked'}
        title={t('unsaved.title')}
        cancelLabel={t('unsaved.stay')}
        confirmLabel={t('unsaved.leave')}
        action={() => {
          leaving.current = true;
          blocker.proceed?.();
          return Promise.resolve();
        }}
        failureLog={{
          message: 'Leaving the share-class tab failed',
          context: { productId: product.productId },
        }}
        onClose={() => {
          if (!leaving.current) blocker.reset?.();
          leaving.current = false;
        }}
      >
        <Text size="sm">{t('unsaved.message')}</Text>
      </ConfirmActionModal>
    </form>
  );
}
