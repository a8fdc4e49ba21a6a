import {
  documentMetadataIssues,
  LANGUAGES,
  type DocumentIssue,
  type Language,
  type ProductConfig,
  type ProductDocument,
} from '@portal/domain';

/**
 * The share-class choice "the fund" (every share class): not a product id (ids are lower-case slugs), and not '' (a
 * select takes an empty value for no choice).
 */
export const FUND_CHOICE = '*';

/** The upload and edit forms' values (`shareClass`: a share class's product id, or {@link FUND_CHOICE}). */
export interface DocumentFormValues {
  displayName: string;
  lang: string;
  shareClass: string;
  loginRequired: boolean;
}

/** The API's limit on display names (`documentUploadQuerySchema`). */
export const DISPLAY_NAME_MAX = 200;

export type DocumentFormIssue = DocumentIssue | { field: 'displayName'; problem: 'required' | 'tooLong' };

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The metadata the API gets from the form: the name trimmed, the fund as `null`. */
export function documentMetadataOf(values: DocumentFormValues): {
  displayName: string;
  lang: Language | null;
  shareClass: string | null;
  loginRequired: boolean;
} {
  return {
    displayName: values.displayName.trim(),
    lang: isLanguage(values.lang) ? values.lang : null,
    shareClass: values.shareClass === FUND_CHOICE ? null : values.shareClass,
    loginRequired: values.loginRequired,
  };
}

/**
 * What the server would refuse of the form, checked against the live list before anything is sent: a display name
 * (1 to 200 characters, unique per product and language: `documentMetadataIssues`, the server's own rule), a
 * language the product publishes documents in, a share class of its fund. `ignoreId`: the document being edited.
 */
export function documentFormIssues(
  values: DocumentFormValues,
  product: Pick<ProductConfig, 'productShareClassRoot' | 'langsForDocuments'>,
  existing: readonly { id: string; doc: Pick<ProductDocument, 'displayName' | 'lang'> }[],
  fund: readonly Pick<ProductConfig, 'productId' | 'productShareClassRoot'>[],
  ignoreId?: string,
): DocumentFormIssue[] {
  const metadata = documentMetadataOf(values);
  const issues: DocumentFormIssue[] = [];
  if (metadata.displayName === '') issues.push({ field: 'displayName', problem: 'required' });
  else if (metadata.displayName.length > DISPLAY_NAME_MAX)
    issues.push({ field: 'displayName', problem: 'tooLong' });
  if (metadata.lang === null) return [...issues, { field: 'lang', problem: 'notOffered' }];
  const domain = documentMetadataIssues(
    product,
    { displayName: metadata.displayName, lang: metadata.lang, shareClass: metadata.shareClass },
    existing,
    fund,
    ignoreId,
  );
  // An empty name is "required", not "taken".
  return [...issues, ...domain.filter((i) => !(i.field === 'displayName' && metadata.displayName === ''))];
}
