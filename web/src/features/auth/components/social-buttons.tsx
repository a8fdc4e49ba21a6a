import { Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USE_EMULATORS } from '../../../config/env';
import { tenant } from '../../../lib/tenant';
import type { SocialMethod } from '../../../lib/sign-in-methods';

/** The tenant's social sign-in methods (seed 001 §3 "allowed login methods"). */
const socialMethods = (): SocialMethod[] =>
  (['google', 'microsoft'] as const).filter((m) => tenant.allowedLoginMethods.includes(m));

/** A valid-looking e-mail address for the simulated provider account, or the default one. */
export function testAccountEmail(typed: string, method: SocialMethod): string {
  const value = typed.trim();
  return /^\S+@\S+\.\S+$/.test(value) ? value : `${method}.investor@example.test`;
}

/**
 * Google / Microsoft buttons. Against the emulators they are test buttons (TOOLCHAIN.md: the real pop-ups cannot run
 * offline) with a field for the simulated provider account's e-mail address; they never appear in a production build.
 */
export function SocialButtons({
  intent,
  busy,
  disabled,
  testEmail,
  onTestEmailChange,
  onSelect,
}: {
  intent: 'login' | 'register';
  busy: SocialMethod | null;
  disabled: boolean;
  testEmail: string;
  onTestEmailChange: (value: string) => void;
  onSelect: (method: SocialMethod) => void;
}) {
  const { t } = useTranslation('auth');
  const methods = socialMethods();
  if (methods.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider
        label={USE_EMULATORS ? t('social.emulatorDivider') : t('social.divider')}
        labelPosition="center"
      />
      {USE_EMULATORS ? (
        <TextInput
          label={t('social.testEmail')}
          description={t('social.testEmailHint')}
          placeholder={`${methods[0] ?? 'google'}.investor@example.test`}
          value={testEmail}
          onChange={(e) => {
            onTestEmailChange(e.currentTarget.value);
          }}
          type="email"
        />
      ) : null}
      {methods.map((method) => (
        <Button
          key={method}
          variant="default"
          leftSection={method === 'google' ? <IconBrandGoogle size={18} /> : <IconBrandWindows size={18} />}
          loading={busy === method}
          disabled={disabled && busy !== method}
          onClick={() => {
            onSelect(method);
          }}
          fullWidth
        >
          {USE_EMULATORS ? t(`social.emulator.${method}`) : t(`social.${intent}.${method}`)}
        </Button>
      ))}
      {intent === 'register' ? (
        <Text size="xs" c="dimmed" ta="center">
          {t('social.registerHint')}
        </Text>
      ) : null}
    </Stack>
  );
}
