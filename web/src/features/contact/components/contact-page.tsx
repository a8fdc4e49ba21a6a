import {
  checkContactMessage,
  CONTACT_LIMITS,
  isCountryCode,
  type ContactField,
  type ContactFormInput,
  type ContactMessage,
  type FieldIssue,
  SITE_CALLS,
  urlTemplateOf,
} from '@portal/domain';
import { Button, Grid, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect, EmailField, InvestorTypeSelect } from '../../../components/account-fields';
import { BotCheckField, type WidgetState } from '../../../components/bot-check-field';
import { PageContainer } from '../../../components/page-container';
import { useFieldIssues } from '../../../hooks/use-field-issues';
import { ApiRequestError, apiErrorMessageKey } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { isLanguage } from '../../../lib/language';
import { useStoredInvestorProfile } from '../../../lib/investor-profile';
import { logger } from '../../../lib/logger';
import { localized } from '../../../lib/localized';
import { useSession } from '../../../lib/session';
import { tenant } from '../../../lib/tenant';
import { useHelpContent } from '../../../lib/help-content';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactConfirmModal } from './contact-confirm-modal';

/** The contact form's own challenge (GET contact/challenge): only where the tenant offers the form. */
const CHALLENGE_URL = urlTemplateOf(SITE_CALLS.contactChallenge);

const FIELDS: readonly ContactField[] = ['name', 'email', 'country', 'investorType', 'message'];

/** The API's 400 `details` of a refused message: the same issues `checkContactMessage` gives here. */
function fieldIssuesOf(error: unknown): FieldIssue[] | null {
  if (!(error instanceof ApiRequestError) || error.messageKey !== 'api.errors.contactInvalid') return null;
  const details = error.details as { issues?: unknown } | undefined;
  return Array.isArray(details?.issues) ? (details.issues as FieldIssue[]) : null;
}

/** Refusals that mean "solve the check again": a missing, expired, wrong or already used solution. */
const isBotCheckRefusal = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  (error.messageKey === 'api.errors.contactBotCheckMissing' ||
    error.messageKey === 'api.errors.contactBotCheckFailed');

/** The id of the message being confirmed: the same content keeps its id, so a retry never mails twice. */
interface Pending {
  id: string;
  key: string;
  message: ContactMessage;
  /** The bot check's payload when the visitor reviewed it. */
  altcha: string;
}

function ReplyTime() {
  const { t, i18n } = useTranslation('contact');
  const help = useHelpContent();
  const text = localized(help.data?.contact?.replyTime, i18n.language);
  if (!text) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="contact-reply-time">
      <IconClockHour4 size={18} aria-label={t('replyTime')} style={{ flexShrink: 0 }} />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

function Success({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation('contact');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="contact-success">
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={32} color="var(--mantine-color-green-7)" aria-hidden />
          <Text fw={600} size="lg" role="status">
            {t('success.title')}
          </Text>
        </Group>
        <Text>{t('success.body', { email })}</Text>
        <ReplyTime />
        <Button variant="light" onClick={onAnother}>
          {t('success.another')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * `/help/contact` (seed 000 §2, §5, §8): name, e-mail, country, investor type and message, checked by the domain's
 * `checkContactMessage`, a bot check, then a confirm dialog with what will be sent ("Send" / "Back"), then a success
 * state with the tenant's reply time. The function checks everything again (docs/contact.md).
 */
export function ContactPage() {
  const { t, i18n } = useTranslation('contact');
  const { t: te } = useTranslation('errors');
  const toErrors = useFieldIssues();
  const stored = useStoredInvestorProfile();
  const user = useSession().user;

  const form = useForm<ContactFormInput>({
    mode: 'controlled',
    initialValues: {
      name: user?.displayName ?? '',
      email: user?.email ?? '',
      country: stored.country && isCountryCode(stored.country) ? stored.country : '',
      investorType: stored.type ?? '',
      message: '',
    },
  });
  // The stored profile may become known after the first render (a page the server rendered for a request that did not
  // carry it, docs/server-pages.md): it fills the two selects then, unless the visitor has chosen already.
  useEffect(() => {
    const values = form.getValues();
    if (
      stored.country &&
      isCountryCode(stored.country) &&
      values.country === '' &&
      !form.isTouched('country')
    )
      form.setFieldValue('country', stored.country);
    if (stored.type && values.investorType === '' && !form.isTouched('investorType'))
      form.setFieldValue('investorType', stored.type);
    // `form` is a new object on every render; the profile is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored.country, stored.type]);
  // The widget's latest word, read when the visitor submits: its events come outside React, and a render may not
  // have followed yet when the click that started the check also submits the form.
  const bot = useRef<{ payload: string | null; state: WidgetState }>({ payload: null, state: 'unverified' });
  const [botError, setBotError] = useState<string | undefined>(undefined);
  // A new widget (and challenge) after the API refused a solution, or for the next message.
  const [widgetKey, setWidgetKey] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const labels = useMemo(
    () => Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)])) as Record<ContactField, string>,
    [t],
  );

  const onBotCheck = useCallback(
    (payload: string | null, state: WidgetState) => {
      bot.current = { payload, state };
      // A "please confirm" shown before the check had started turns into "still running", then goes.
      if (payload) setBotError(undefined);
      else if (state === 'verifying')
        setBotError((shown) => (shown === undefined ? shown : t('botCheck.wait')));
    },
    [t],
  );

  const restartBotCheck = () => {
    bot.current = { payload: null, state: 'unverified' };
    setWidgetKey((k) => k + 1);
  };

  const review = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkContactMessage(form.getValues());
    form.setErrors(checked.ok ? {} : toErrors(checked.issues, {}, labels));
    const { payload, state } = bot.current;
    setBotError(payload ? undefined : t(state === 'verifying' ? 'botCheck.wait' : 'botCheck.required'));
    if (!checked.ok || !payload) return;
    const key = JSON.stringify(checked.value);
    setPending((previous) =>
      previous?.key === key
        ? { ...previous, altcha: payload }
        : { id: crypto.randomUUID(), key, message: checked.value, altcha: payload },
    );
    setFailure(null);
    setConfirming(true);
  };

  const send = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(null);
    try {
      await sendContactMessage({
        messageId: pending.id,
        lang: isLanguage(i18n.language) ? i18n.language : 'en',
        ...pending.message,
        altcha: pending.altcha,
      });
      setSentTo(pending.message.email);
      setConfirming(false);
    } catch (error) {
      logger.warn('Contact message not sent', { error, messageId: pending.id });
      const issues = fieldIssuesOf(error);
      if (issues) {
        form.setErrors(toErrors(issues, {}, labels));
        setConfirming(false);
      } else if (isBotCheckRefusal(error)) {
        setBotError(te(apiErrorMessageKey(error)));
        restartBotCheck();
        setConfirming(false);
      } else {
        setFailure(te(apiErrorMessageKey(error)));
      }
    } finally {
      setBusy(false);
    }
  };

  const another = () => {
    form.setFieldValue('message', '');
    form.clearErrors();
    setPending(null);
    setSentTo(null);
    restartBotCheck();
  };

  const messageLength = form.values.message.trim().length;
  const field = (name: ContactField) => ({ key: form.key(name), ...form.getInputProps(name) });

  return (
    <PageContainer title={t('title')} size="md">
      {sentTo !== null ? (
        <Success email={sentTo} onAnother={another} />
      ) : (
        <Stack gap="md">
          <Text>{t('intro')}</Text>
          <ReplyTime />
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <form onSubmit={review} noValidate data-testid="contact-form">
              <Stack gap="md">
                <Grid gap="sm">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      label={labels.name}
                      placeholder={t('placeholders.name')}
                      autoComplete="name"
                      required
                      maxLength={CONTACT_LIMITS.nameMax}
                      {...field('name')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <EmailField
                      label={labels.email}
                      placeholder={t('placeholders.email')}
                      {...field('email')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <CountrySelect
                      label={labels.country}
                      placeholder={t('placeholders.country')}
                      {...field('country')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <InvestorTypeSelect
                      label={labels.investorType}
                      placeholder={t('placeholders.investorType')}
                      {...field('investorType')}
                    />
                  </Grid.Col>
                </Grid>
                <Textarea
                  label={labels.message}
                  placeholder={t('placeholders.message')}
                  required
                  autosize
                  minRows={6}
                  maxRows={16}
                  maxLength={CONTACT_LIMITS.messageMax}
                  description={t('messageLength', {
                    count: formatNumber(messageLength, { digits: 0 }) ?? '0',
                    max: formatNumber(CONTACT_LIMITS.messageMax, { digits: 0 }) ?? '',
                  })}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  {...field('message')}
                />
                <BotCheckField
                  key={widgetKey}
                  challengeUrl={CHALLENGE_URL}
                  testId="contact-bot-check"
                  onChange={onBotCheck}
                  error={botError}
                />
                <Group justify="space-between" align="center" gap="sm">
                  <Text size="xs" c="dimmed">
                    {t('privacy')}
                  </Text>
                  <Button type="submit">{t('review')}</Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Stack>
      )}
      {pending ? (
        <ContactConfirmModal
          opened={confirming}
          message={pending.message}
          busy={busy}
          failure={failure}
          directAddress={failure ? (tenant.contactEmail ?? null) : null}
          onBack={() => {
            setConfirming(false);
          }}
          onSend={() => void send()}
        />
      ) : null}
    </PageContainer>
  );
}
