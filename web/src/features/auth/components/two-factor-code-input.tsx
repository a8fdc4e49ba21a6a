import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 6-digit code field of the two-factor screens (one field: authenticator apps and password managers fill it). */
export function TwoFactorCodeInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  return (
    <TextInput
      label={ta('fields.code')}
      description={t('twoFactor.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={9}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums', fontSize: 20 } }}
      required
      {...props}
    />
  );
}
