import type { AuthBotCheckForm } from '@portal/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BotCheckField, type BotCheckHandle } from '../../../components/bot-check-field';
import { ApiRequestError, apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { AUTH_CHALLENGE_URL, verifyAuthBotCheck } from '../api/auth-bot-check';

/**
 * The bot check of a sign-in form (seed 000 §7; README "Bot check"): the widget to place in the form, and `confirm()`
 * to call first thing on submit. It solves the challenge if the visitor was quicker than the widget, has the server
 * verify the solution (once), and answers whether the form may go on; a refusal is shown under the widget. Either
 * way the widget starts over with a new challenge, so a second submit never sends a used solution.
 */
export function useAuthBotCheck(form: AuthBotCheckForm): {
  field: ReactNode;
  confirm: () => Promise<boolean>;
} {
  const { t } = useTranslation('contact');
  const handle = useRef<BotCheckHandle>(null);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | undefined>(undefined);

  const confirm = async (): Promise<boolean> => {
    setError(undefined);
    const payload = await handle.current?.solve().catch(() => null);
    if (!payload) {
      setError(t('botCheck.required'));
      return false;
    }
    try {
      await verifyAuthBotCheck(form, payload);
      return true;
    } catch (caught) {
      if (!(caught instanceof ApiRequestError) || caught.status >= 500)
        logger.error('The bot check could not be verified', { form, error: caught });
      setError(t(apiErrorMessageKey(caught), { ns: 'errors' }));
      return false;
    } finally {
      // A solution counts once, passed or refused: the next submit (a wrong password, another address) solves a
      // fresh challenge in a new widget.
      setAttempt((n) => n + 1);
    }
  };

  const field = (
    <BotCheckField
      key={attempt}
      ref={handle}
      challengeUrl={AUTH_CHALLENGE_URL}
      testId={`${form}-bot-check`}
      error={error}
    />
  );
  return { field, confirm };
}
