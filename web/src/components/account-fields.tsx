import {
  PasswordInput,
  Select,
  TextInput,
  type PasswordInputProps,
  type SelectProps,
  type TextInputProps,
} from '@mantine/core';
import { INVESTOR_TYPES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../hooks/use-countries';

/*
 * The fields every account form shares (sign-in, registration, reset, settings, contact): each sets what the field
 * is (type, autocomplete, options, the visibility toggle's label) once; the forms give the label when theirs differs
 * and bind the value (`{...form.getInputProps(name)}`).
 */

/** An e-mail address, labelled "E-mail" unless the form names it otherwise. */
export function EmailField({ label, ...props }: TextInputProps) {
  const { t } = useTranslation('account');
  return (
    <TextInput label={label ?? t('fields.email')} type="email" autoComplete="email" required {...props} />
  );
}

/** A password with the show/hide toggle named for screen readers; `autoComplete` says which password it is. */
export function PasswordField(props: PasswordInputProps & { autoComplete: string }) {
  const { t } = useTranslation('account');
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('togglePasswordVisibility') }} {...props} />
  );
}

/** The country of residence, searchable, in the reader's language. */
export function CountrySelect({ label, ...props }: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('account');
  const countries = useCountryOptions();
  return (
    <Select
      label={label ?? t('fields.country')}
      data={countries}
      searchable
      allowDeselect={false}
      required
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** The investor profile (the domain's investor types), named in the reader's language. */
export function InvestorTypeSelect({ label, ...props }: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('account');
  return (
    <Select
      label={label ?? t('fields.investorProfile')}
      data={INVESTOR_TYPES.map((type) => ({ value: type, label: t(`profile.investorTypes.${type}`) }))}
      allowDeselect={false}
      required
      {...props}
    />
  );
}
