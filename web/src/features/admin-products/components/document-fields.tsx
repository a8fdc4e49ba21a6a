import { Select, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX, type DocumentFormValues } from '../utils/document-form';
import type { DocumentLabels } from './use-document-labels';

/** The metadata fields of the upload and edit forms: display name, language, share class, login required. */
export function DocumentFields({
  form,
  labels,
  currentLang,
  disabled = false,
}: {
  form: UseFormReturnType<DocumentFormValues>;
  labels: DocumentLabels;
  /** The language the document has now (kept selectable even if the product no longer offers it). */
  currentLang?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('products.documents.fields.displayName')}
        description={t('products.documents.fields.displayNameHint')}
        required
        maxLength={DISPLAY_NAME_MAX + 20}
        disabled={disabled}
        key={form.key('displayName')}
        {...form.getInputProps('displayName')}
      />
      <Select
        label={t('products.documents.fields.lang')}
        data={labels.languageOptions(currentLang)}
        allowDeselect={false}
        required
        disabled={disabled}
        key={form.key('lang')}
        {...form.getInputProps('lang')}
      />
      <Select
        label={t('products.documents.fields.shareClass')}
        description={t('products.documents.fields.shareClassHint')}
        data={labels.shareClassOptions()}
        allowDeselect={false}
        disabled={disabled}
        key={form.key('shareClass')}
        {...form.getInputProps('shareClass')}
      />
      <Switch
        label={t('products.documents.fields.loginRequired')}
        description={t('products.documents.fields.loginRequiredHint')}
        disabled={disabled}
        key={form.key('loginRequired')}
        {...form.getInputProps('loginRequired', { type: 'checkbox' })}
      />
    </Stack>
  );
}
