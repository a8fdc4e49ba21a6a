import {
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS,
  type DocumentFileProblem,
  type ProductConfig,
} from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize, languageName } from '../../../lib/format-document';
import { DISPLAY_NAME_MAX, FUND_CHOICE, type DocumentFormIssue } from '../utils/document-form';

/** The Documents tab's labels and messages, in the UI language. */
export function useDocumentLabels(product: ProductConfig, products: readonly ProductConfig[]) {
  const { t, i18n } = useTranslation('admin');
  const ui = i18n.language;
  return useMemo(() => {
    const language = (lang: string) => languageName(lang, ui);
    const maxSize = formatFileSize(DOCUMENT_LIMITS.maxBytes) ?? '';
    const issueMessage = (
      issue: DocumentFormIssue,
      values: { displayName: string; lang: string },
    ): string => {
      switch (issue.problem) {
        case 'required':
          return t('products.documents.issues.required');
        case 'tooLong':
          return t('products.documents.issues.tooLong', { max: DISPLAY_NAME_MAX });
        case 'taken':
          return t('products.documents.issues.taken', {
            name: values.displayName.trim(),
            language: language(values.lang),
          });
        case 'notOffered':
          return t('products.documents.issues.notOffered', {
            languages: product.langsForDocuments.map(language).join(', '),
          });
        case 'notInFund':
          return t('products.documents.issues.notInFund');
      }
    };
    return {
      language,
      /** The share class's product name, or "Fund (all share classes)". */
      shareClass: (id: string | null) =>
        id === null
          ? t('products.documents.fund')
          : (products.find((p) => p.productId === id)?.productName ?? id),
      languageOptions: (current?: string) =>
        [...new Set([...product.langsForDocuments, ...(current ? [current] : [])])].map((lang) => ({
          value: lang,
          label: language(lang),
        })),
      /** The fund and its share classes the product's catalogue knows. */
      shareClassOptions: () => [
        { value: FUND_CHOICE, label: t('products.documents.fund') },
        ...products
          .filter((p) => p.productShareClassRoot === product.productShareClassRoot)
          .map((p) => ({ value: p.productId, label: p.productName })),
      ],
      /** Mantine form errors: one message per field, the first issue's. */
      formErrors: (
        issues: readonly DocumentFormIssue[],
        values: { displayName: string; lang: string },
      ): Record<string, string> => {
        const errors: Record<string, string> = {};
        for (const i of issues) errors[i.field] ??= issueMessage(i, values);
        return errors;
      },
      fileProblem: (problem: DocumentFileProblem | 'tooMany', fileName: string): string => {
        const dot = fileName.lastIndexOf('.');
        return t(`products.documents.fileProblems.${problem}`, {
          max: maxSize,
          types: DOCUMENT_ACCEPT.join(', '),
          extension: dot < 0 ? '' : fileName.slice(dot),
        });
      },
      acceptedHint: t('products.documents.upload.accepted', {
        types: DOCUMENT_ACCEPT.join(', '),
        max: maxSize,
      }),
    };
  }, [t, ui, product, products]);
}

export type DocumentLabels = ReturnType<typeof useDocumentLabels>;
