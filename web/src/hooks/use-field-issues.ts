import type { FieldIssue } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Form fields that have a translated label under `account:fields`. */
type LabelledField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'currentPassword'
  | 'newPassword'
  | 'country'
  | 'investorProfile'
  | 'company'
  | 'telNumberCountryCode'
  | 'telNumber'
  | 'code';

const LABELLED = new Set<string>([
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'country',
  'investorProfile',
  'company',
  'telNumberCountryCode',
  'telNumber',
  'code',
]);
const isLabelled = (field: string): field is LabelledField => LABELLED.has(field);

/**
 * Domain field issues → Mantine form errors (`{ [path]: message }`), the first issue per field, each message naming
 * the field and the offending value (STYLE.md §12). `rename` maps domain fields to form paths; `labels` names fields
 * of forms outside the account namespace (the contact form's), and wins over the account labels.
 */
export function useFieldIssues(): (
  issues: readonly FieldIssue[],
  rename?: Readonly<Record<string, string>>,
  labels?: Readonly<Record<string, string>>,
) => Record<string, string> {
  const { t } = useTranslation('account');
  return useCallback(
    (issues, rename = {}, labels = {}) => {
      const errors: Record<string, string> = {};
      for (const issue of issues) {
        const path = rename[issue.field] ?? issue.field;
        if (path in errors) continue;
        const field = labels[issue.field] ?? (isLabelled(issue.field) ? t(`fields.${issue.field}`) : '');
        // "9 to 9 digits" reads badly: a closed numbering plan gets its own sentence.
        const exact =
          (issue.code === 'phoneTooShort' || issue.code === 'phoneTooLong') && issue.min === issue.max;
        errors[path] = t(exact ? 'validation.phoneExactLength' : `validation.${issue.code}`, {
          field,
          value: issue.value,
          min: issue.min ?? 0,
          max: issue.max ?? 0,
        });
      }
      return errors;
    },
    [t],
  );
}
