import { BRAND_COLORS, type FactsheetConfig } from '@portal/domain';
import { parseColor } from './color';
import { layoutOf, type EditorPages } from './layout-edit';

/** The editor's form: the config without the layout (edited by drag and drop), the colour as typed. */
export interface FormValues {
  header: Omit<FactsheetConfig['header'], 'backgroundImage' | 'logo'>;
  footer: FactsheetConfig['footer'];
  style: Omit<FactsheetConfig['style'], 'primaryColor'> & { primaryColor: string };
}

/** The header images, edited beside the form (an upload is stored before the config is saved). */
export type HeaderImages = Pick<FactsheetConfig['header'], 'backgroundImage' | 'logo'>;

export function toValues(config: FactsheetConfig): FormValues {
  const { hideProductName, datePosition, textInPrimaryColor, onlyOnFirstPage } = config.header;
  return {
    header: { hideProductName, datePosition, textInPrimaryColor, onlyOnFirstPage },
    footer: config.footer,
    // The API answers the colour resolved (the tenant's when none is set); the fallback is never shown in practice.
    style: { ...config.style, primaryColor: config.style.primaryColor ?? BRAND_COLORS.primary },
  };
}

/** The config the form, the pages and the images describe; an unreadable colour keeps the stored one. */
export function toConfig(
  values: FormValues,
  base: FactsheetConfig,
  pages: EditorPages,
  images: HeaderImages = base.header,
): FactsheetConfig {
  return {
    header: {
      ...base.header,
      ...values.header,
      backgroundImage: images.backgroundImage,
      logo: images.logo,
    },
    footer: values.footer,
    style: {
      ...values.style,
      primaryColor: parseColor(values.style.primaryColor) ?? base.style.primaryColor,
    },
    layout: layoutOf(pages),
  };
}
