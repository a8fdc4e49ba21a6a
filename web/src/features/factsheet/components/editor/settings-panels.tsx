import { Checkbox, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  FACTSHEET_DATE_POSITIONS,
  FACTSHEET_FONT_SIZES,
  FACTSHEET_SPACINGS,
  FACTSHEET_TITLE_BORDERS,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { parseColor } from '../../editor/color';
import type { FormValues, HeaderImages } from '../../editor/form-values';
import { HeaderImageField, type LocalImage } from '../header-image-field';

type EditorForm = UseFormReturnType<FormValues>;

function useOptions() {
  const { t } = useTranslation('factsheet');
  return (values: readonly string[], key: string) =>
    values.map((value) => ({ value, label: t(`${key}.${value}` as 'editor.fontSizes.small') }));
}

/** The header tab: background image and logo (uploaded at once), product name, date position, colours. */
export function HeaderPanel({
  productId,
  form,
  images,
  onImage,
}: {
  productId: string;
  form: EditorForm;
  images: HeaderImages;
  onImage: (
    key: keyof HeaderImages,
    ref: HeaderImages[keyof HeaderImages],
    picked: LocalImage | null,
  ) => void;
}) {
  const { t } = useTranslation('factsheet');
  const options = useOptions();
  return (
    <Stack gap="sm">
      <HeaderImageField
        productId={productId}
        label={t('editor.backgroundImage')}
        value={images.backgroundImage}
        exactHeaderSize
        onChange={(ref, picked) => {
          onImage('backgroundImage', ref, picked);
        }}
        testId="factsheet-editor-background"
      />
      <HeaderImageField
        productId={productId}
        label={t('editor.logo')}
        value={images.logo}
        exactHeaderSize={false}
        onChange={(ref, picked) => {
          onImage('logo', ref, picked);
        }}
        testId="factsheet-editor-logo"
      />
      <Checkbox
        label={t('editor.hideProductName')}
        {...form.getInputProps('header.hideProductName', { type: 'checkbox' })}
      />
      <Select
        label={t('editor.datePosition')}
        allowDeselect={false}
        data={options(FACTSHEET_DATE_POSITIONS, 'editor.datePositions')}
        {...form.getInputProps('header.datePosition')}
      />
      <Checkbox
        label={t('editor.textInPrimaryColor')}
        {...form.getInputProps('header.textInPrimaryColor', { type: 'checkbox' })}
      />
      <Checkbox
        label={t('editor.onlyOnFirstPage')}
        {...form.getInputProps('header.onlyOnFirstPage', { type: 'checkbox' })}
      />
    </Stack>
  );
}

/** The footer tab: text, page number, footer line. */
export function FooterPanel({ form }: { form: EditorForm }) {
  const { t } = useTranslation('factsheet');
  return (
    <Stack gap="sm">
      <Textarea label={t('editor.footerText')} maxRows={6} {...form.getInputProps('footer.text')} />
      <Checkbox
        label={t('editor.pageNumber')}
        {...form.getInputProps('footer.pageNumber', { type: 'checkbox' })}
      />
      <Checkbox
        label={t('editor.footerLine')}
        {...form.getInputProps('footer.footerLine', { type: 'checkbox' })}
      />
    </Stack>
  );
}

/** The style tab: primary colour (with a swatch), font size, spacing, title border. */
export function StylePanel({ form }: { form: EditorForm }) {
  const { t } = useTranslation('factsheet');
  const options = useOptions();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('editor.primaryColor')}
        description={t('editor.primaryColorHint')}
        leftSection={
          <span
            style={{
              width: 14,
              height: 14,
              borderRadius: 3,
              background: parseColor(form.getValues().style.primaryColor) ?? 'transparent',
              border: '1px solid var(--mantine-color-gray-4)',
            }}
          />
        }
        data-testid="factsheet-editor-color"
        {...form.getInputProps('style.primaryColor')}
      />
      <Select
        label={t('editor.fontSize')}
        allowDeselect={false}
        data={options(FACTSHEET_FONT_SIZES, 'editor.fontSizes')}
        {...form.getInputProps('style.fontSize')}
      />
      <Select
        label={t('editor.spacing')}
        allowDeselect={false}
        data={options(FACTSHEET_SPACINGS, 'editor.spacings')}
        {...form.getInputProps('style.spacing')}
      />
      <Select
        label={t('editor.titleBorder')}
        allowDeselect={false}
        data={options(FACTSHEET_TITLE_BORDERS, 'editor.titleBorders')}
        {...form.getInputProps('style.titleBorder')}
      />
    </Stack>
  );
}
