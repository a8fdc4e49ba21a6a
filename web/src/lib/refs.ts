import {
  paths,
  platformLangSettingsSchema,
  platformSettingsSchema,
  productConfigSchema,
  userRecordSchema,
  type Language,
} from '@portal/domain';
import { collection, doc, query, where, type Firestore } from 'firebase/firestore';
import { firestoreConverter } from './converter';

/**
 * The only place in the web app that builds Firestore refs (STYLE.md §4): each path from `@portal/domain` bound to
 * the converter of its schema.
 */
const converters = {
  platformSettings: firestoreConverter(platformSettingsSchema),
  platformLang: firestoreConverter(platformLangSettingsSchema),
  product: firestoreConverter(productConfigSchema),
  user: firestoreConverter(userRecordSchema),
};

export function refs(db: Firestore) {
  return {
    platformSettings: () => doc(db, paths.platformSettings()).withConverter(converters.platformSettings),
    platformLang: (lang: Language) =>
      doc(db, paths.platformLang(lang)).withConverter(converters.platformLang),
    products: () => collection(db, paths.products()).withConverter(converters.product),
    /** What guests and investors may list: the security rules only allow reads constrained to visible products. */
    visibleProducts: () =>
      query(
        collection(db, paths.products()).withConverter(converters.product),
        where('general.hidden', '==', false),
      ),
    product: (productId: string) => doc(db, paths.product(productId)).withConverter(converters.product),
    /** `users/{uid}`: the security rules let a user read only their own record (admins read all). */
    user: (uid: string) => doc(db, paths.user(uid)).withConverter(converters.user),
  };
}
