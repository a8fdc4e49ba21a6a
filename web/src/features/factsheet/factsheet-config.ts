import {
  flowedDefaultLayout,
  type FactsheetConfig,
  type FactsheetModel,
  type Language,
  type ProductConfig,
} from '@portal/domain';
import { isLanguage } from '../../lib/language';

/** The config a language shows: the stored one, or the default layout while none is stored (docs/factsheets.md). */
export function effectiveConfig(config: FactsheetConfig, model: FactsheetModel): FactsheetConfig {
  return config.layout.length > 0 ? config : { ...config, layout: flowedDefaultLayout(model, config) };
}

/** The page language when the product has it, else the product's first language. */
export function factsheetLanguage(
  product: Pick<ProductConfig, 'availableLanguages'>,
  page: string,
): Language {
  return isLanguage(page) && product.availableLanguages.includes(page)
    ? page
    : (product.availableLanguages[0] ?? 'en');
}
