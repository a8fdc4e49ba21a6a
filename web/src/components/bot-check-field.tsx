import { Input, Stack, Text } from '@mantine/core';
import 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The widget's states (altcha `State`); only `verified` comes with a payload to send. */
export type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

interface StateChange {
  state: WidgetState;
  payload?: string;
}

/** The widget element's methods used here (altcha `WidgetMethods`). */
interface AltchaElement extends HTMLElement {
  verify?: () => Promise<{ payload: string } | null>;
}

/** What a form can ask of the field: the payload, solving the challenge first when it is not solved yet. */
export interface BotCheckHandle {
  solve: () => Promise<string | null>;
}

/**
 * A form's bot check: the self-hosted `altcha` web component (docs/contact.md "Bot check"), used by the contact form
 * and the sign-in forms (login, registration, password reset). It fetches a challenge from `challengeUrl` and solves
 * it in web workers once the form gets focus, so the proof of work runs while the visitor types; `onChange` gets the
 * payload to send, or null until (again) verified, and the state. `ref.solve()` gives the payload, solving first if
 * need be, so a quick submit waits for the check instead of failing. Remount it (a new `key`) to start over after the
 * API refused a solution. Texts: namespace `contact`, `botCheck.*`.
 */
export function BotCheckField({
  challengeUrl,
  testId,
  onChange,
  error,
  ref,
}: {
  challengeUrl: string;
  testId: string;
  onChange?: (payload: string | null, state: WidgetState) => void;
  error?: string | undefined;
  ref?: Ref<BotCheckHandle>;
}) {
  const { t, i18n } = useTranslation('contact');
  const element = useRef<AltchaElement>(null);
  const payload = useRef<string | null>(null);
  const state = useRef<WidgetState>('unverified');
  const lang = i18n.language;
  const strings = t('botCheck.widget', { returnObjects: true });

  // The widget reads its texts from the global i18n store by language: ours, so they match the page.
  globalThis.$altcha.i18n.set(lang, { ...globalThis.$altcha.i18n.get('en'), ...strings });

  useImperativeHandle(
    ref,
    () => ({
      solve: async () => {
        if (payload.current) return payload.current;
        const widget = element.current;
        if (!widget) return null;
        // Already solving (the form got focus): wait for that run instead of starting a second one.
        if (state.current === 'verifying') {
          await new Promise<void>((resolve) => {
            const done = (event: Event) => {
              if ((event as CustomEvent<StateChange>).detail.state === 'verifying') return;
              widget.removeEventListener('statechange', done);
              resolve();
            };
            widget.addEventListener('statechange', done);
          });
          return payload.current;
        }
        const result = await widget.verify?.();
        return result?.payload ?? payload.current;
      },
    }),
    [],
  );

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const change = (event as CustomEvent<StateChange>).detail;
      state.current = change.state;
      payload.current = change.state === 'verified' && change.payload ? change.payload : null;
      onChange?.(payload.current, change.state);
    };
    widget.addEventListener('statechange', listener);
    return () => {
      widget.removeEventListener('statechange', listener);
    };
  }, [onChange]);

  return (
    <Input.Wrapper label={t('botCheck.label')} error={error} required>
      <Stack gap={6} mt={4}>
        <altcha-widget
          ref={element}
          challenge={challengeUrl}
          auto="onfocus"
          language={lang}
          name="altcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
          data-testid={testId}
          style={{ '--altcha-max-width': '100%' }}
        />
        <Text size="xs" c="dimmed">
          {t('botCheck.description')}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
