import {
  COUNTRY_CALLING_CODES,
  countryOfCallingCode,
  DEFAULT_COUNTRY,
  isCountryCode,
  type ProfileInput,
  type UserProfile,
} from '@portal/domain';
import { Grid, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { usePhoneCodeOptions } from '../hooks/use-countries';
import { CountrySelect, InvestorTypeSelect } from './account-fields';

/**
 * The profile part of the registration and "Edit profile" forms (seed 000 §3 "User record"). The phone code is
 * picked by country (`telCountry`, an ISO code) and stored as its calling code (`+41`); the domain's `checkProfile`
 * validates and normalises the result.
 */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  country: string;
  investorProfile: string;
  company: string;
  telCountry: string;
  telNumber: string;
}
export type ProfileFormField = keyof ProfileFormValues;

/** Domain field → form field, for `useFieldIssues`. */
export const PROFILE_FIELD_RENAME: Readonly<Record<string, ProfileFormField>> = {
  telNumberCountryCode: 'telCountry',
};

export function profileFormValues(profile?: Partial<UserProfile>): ProfileFormValues {
  const country = profile?.country && isCountryCode(profile.country) ? profile.country : DEFAULT_COUNTRY;
  const telCountry = profile?.telNumberCountryCode
    ? (countryOfCallingCode(profile.telNumberCountryCode, country) ?? country)
    : country;
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    country,
    investorProfile: profile?.investorProfile ?? '',
    company: profile?.company ?? '',
    telCountry,
    telNumber: profile?.telNumber ?? '',
  };
}

export function profileInputOf(values: ProfileFormValues): ProfileInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    country: values.country,
    investorProfile: values.investorProfile,
    company: values.company,
    telNumberCountryCode: isCountryCode(values.telCountry) ? COUNTRY_CALLING_CODES[values.telCountry] : '',
    telNumber: values.telNumber,
  };
}

/** What a Mantine form gives one field: `{ key: form.key(f), ...form.getInputProps(f) }`. */
export type FieldProps = GetInputPropsReturnType & { key: string };

export function ProfileFields({ inputProps }: { inputProps: (field: ProfileFormField) => FieldProps }) {
  const { t } = useTranslation('account');
  const phoneCodes = usePhoneCodeOptions();
  const field = (name: ProfileFormField) => {
    const { key, ...rest } = inputProps(name);
    return { key, rest };
  };
  const first = field('firstName');
  const last = field('lastName');
  const country = field('country');
  const investor = field('investorProfile');
  const company = field('company');
  const telCountry = field('telCountry');
  const telNumber = field('telNumber');
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          key={first.key}
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          {...first.rest}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          key={last.key}
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          {...last.rest}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CountrySelect key={country.key} {...country.rest} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <InvestorTypeSelect
          key={investor.key}
          placeholder={t('profile.investorProfilePlaceholder')}
          {...investor.rest}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          key={company.key}
          label={t('fields.company')}
          description={t('profile.optional')}
          autoComplete="organization"
          {...company.rest}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          key={telCountry.key}
          label={t('fields.telNumberCountryCode')}
          data={phoneCodes}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...telCountry.rest}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          key={telNumber.key}
          label={t('fields.telNumber')}
          description={t('profile.phoneHint')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          {...telNumber.rest}
        />
      </Grid.Col>
    </Grid>
  );
}
