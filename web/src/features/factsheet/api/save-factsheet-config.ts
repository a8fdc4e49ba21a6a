import { factsheetConfigSchema, type FactsheetConfig, type Language } from '@portal/domain';
import { loadFirebase } from '../../../lib/firebase-loader';

/**
 * Writes the factsheet config of one language to `products/{id}/langs/{lang}` field `factsheet` (the rules let the
 * product's admins, admins and super admins write it). Only `id` and `factsheet` are written: the language's other
 * texts (general, overview) stay as they are. The Firestore SDK loads only when an editor saves.
 */
export async function saveFactsheetConfig(
  productId: string,
  lang: Language,
  config: FactsheetConfig,
): Promise<void> {
  const sdk = await loadFirebase();
  const ref = sdk.refs(sdk.db).productLang(productId, lang).withConverter(null);
  await sdk.setDoc(
    ref,
    { id: lang, factsheet: factsheetConfigSchema.parse(config) },
    { mergeFields: ['id', 'factsheet'] },
  );
}
