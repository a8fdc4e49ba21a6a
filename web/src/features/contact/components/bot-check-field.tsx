import { Input, Stack, Text } from '@mantine/core';
import { SITE_CALLS, urlTemplateOf } from '@portal/domain';
import 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The widget's states (altcha `State`); only `verified` comes with a payload to send. */
export type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

interface StateChange {
  state: WidgetState;
  payload?: string;
}

const CHALLENGE_URL = urlTemplateOf(SITE_CALLS.contactChallenge);

/**
 * The contact form's bot check: the self-hosted `altcha` web component (docs/contact.md "Bot check"). It fetches a
 * challenge from the contact API and solves it in web workers once the form gets focus, so the proof of work runs
 * while the visitor types; `onChange` gets the payload to send, or null until (again) verified, and the state. Remount it (a new
 * `key`) to start over after the API refused a solution.
 */
export function BotCheckField({
  onChange,
  error,
}: {
  onChange: (payload: string | null, state: WidgetState) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation('contact');
  const ref = useRef<HTMLElement>(null);
  const lang = i18n.language;
  const strings = t('botCheck.widget', { returnObjects: true });

  // The widget reads its texts from the global i18n store by language: ours, so they match the page.
  globalThis.$altcha.i18n.set(lang, { ...globalThis.$altcha.i18n.get('en'), ...strings });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChange(state === 'verified' && payload ? payload : null, state);
    };
    element.addEventListener('statechange', listener);
    return () => {
      element.removeEventListener('statechange', listener);
    };
  }, [onChange]);

  return (
    <Input.Wrapper label={t('botCheck.label')} error={error} required>
      <Stack gap={6} mt={4}>
        <altcha-widget
          ref={ref}
          challenge={CHALLENGE_URL}
          auto="onfocus"
          language={lang}
          name="altcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
          data-testid="contact-bot-check"
          style={{ '--altcha-max-width': '100%' }}
        />
        <Text size="xs" c="dimmed">
          {t('botCheck.description')}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
