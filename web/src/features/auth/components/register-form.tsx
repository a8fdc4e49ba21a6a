import {
  CERTIFICATIONS,
  checkRegistration,
  type Certification,
  type RegistrationInput,
} from '@portal/domain';
import { Anchor, Button, Checkbox, Grid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import type { SocialMethod } from '../../../lib/sign-in-methods';
import { registerWithPassword, registerWithProvider, type RegisterOutcome } from '../api/register';
import { useFieldIssues } from '../../../hooks/use-field-issues';
import type { RegisterErrorKey } from '../utils/auth-errors';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import {
  PROFILE_FIELD_RENAME,
  ProfileFields,
  profileFormValues,
  profileInputOf,
  type ProfileFormField,
  type ProfileFormValues,
} from '../../../components/profile-fields';
import { SocialButtons, testAccountEmail } from './social-buttons';
import { EmailField, PasswordField } from '../../../components/account-fields';
import { useAuthBotCheck } from './auth-bot-check';

interface RegisterFormValues extends ProfileFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  certifications: Record<Certification, boolean>;
}

type Done = { method: 'password' | SocialMethod; email: string };

/**
 * Registration (seed 000 §4 "Registration", §5): every field of the user record, the certifications, and either
 * e-mail + password or a Google / Microsoft account. Validation is the domain's `checkRegistration`.
 */
export function RegisterForm({ continueUrl }: { continueUrl: string }) {
  const { t, i18n } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  const to = useLocalePath();
  const toErrors = useFieldIssues();
  const [busy, setBusy] = useState<'password' | SocialMethod | null>(null);
  const [failure, setFailure] = useState<{ error: RegisterErrorKey; detail?: string } | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [testEmail, setTestEmail] = useState('');
  const form = useForm<RegisterFormValues>({
    mode: 'controlled',
    initialValues: {
      ...profileFormValues(),
      email: '',
      password: '',
      confirmPassword: '',
      certifications: { isAdult: false, informationOnly: false, advertisingOnly: false, acceptTerms: false },
    },
  });
  const withPassword = tenant.allowedLoginMethods.includes('emailPassword');
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const [invalidSubmits, setInvalidSubmits] = useState(0);

  // The buttons are at the bottom of a long form: bring the outcome into view.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failure]);
  // After a refused submit has rendered its errors: focus (and so scroll to) the first invalid field.
  useEffect(() => {
    if (invalidSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmits]);

  const input = (values: RegisterFormValues): RegistrationInput => ({
    ...profileInputOf(values),
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    certifications: values.certifications,
  });

  const finish = (method: Done['method'], outcome: RegisterOutcome) => {
    setBusy(null);
    if (outcome.status === 'registered') setDone({ method, email: outcome.email });
    else if (outcome.status === 'error')
      setFailure({ error: outcome.error, ...(outcome.detail ? { detail: outcome.detail } : {}) });
  };

  const botCheck = useAuthBotCheck('register');

  const validate = (method: 'password' | SocialMethod) => {
    const checked = checkRegistration(input(form.getValues()), { withPassword: method === 'password' });
    form.setErrors(checked.ok ? {} : toErrors(checked.issues, PROFILE_FIELD_RENAME));
    if (!checked.ok) setInvalidSubmits((n) => n + 1);
    return checked;
  };

  const submitPassword = form.onSubmit(async () => {
    setFailure(null);
    const checked = validate('password');
    if (!checked.ok) return;
    setBusy('password');
    if (!(await botCheck.confirm())) {
      setBusy(null);
      return;
    }
    finish('password', await registerWithPassword(checked.value, { continueUrl, lang: i18n.language }));
  });

  const submitSocial = async (method: SocialMethod) => {
    setFailure(null);
    const checked = validate(method);
    if (!checked.ok) return;
    setBusy(method);
    const outcome = await registerWithProvider(method, checked.value.profile, {
      testEmail: testAccountEmail(testEmail, method),
      continueUrl,
      lang: i18n.language,
    });
    finish(method, outcome);
  };

  if (done) {
    return (
      <Stack gap="md" align="center" ta="center" py="md">
        <IconMailCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
        <Title order={2} fz="xl">
          {done.method === 'password' ? t('register.success.title') : t('register.success.titleSocial')}
        </Title>
        <Text maw={480}>
          {done.method === 'password'
            ? t('register.success.verifyEmail', { email: done.email })
            : t(`register.success.social.${done.method}`)}
        </Text>
        <Button component={Link} to={to(paths.auth.login())}>
          {t('register.goToLogin')}
        </Button>
      </Stack>
    );
  }

  const fieldProps = (field: ProfileFormField) => ({ key: form.key(field), ...form.getInputProps(field) });
  const link = (path: string, children?: ReactNode) => (
    <Anchor component={Link} to={to(path)} target="_blank" underline="always">
      {children}
    </Anchor>
  );

  return (
    <form onSubmit={submitPassword} noValidate ref={formRef}>
      <Stack gap="lg">
        {failure ? (
          <FormFailureAlert
            ref={failureRef}
            message={
              failure.error === 'weakPassword'
                ? t('register.errors.weakPassword', { detail: failure.detail ?? '' })
                : t(`register.errors.${failure.error}`)
            }
            contact={failure.error === 'internal'}
          >
            {failure.error.startsWith('alreadyRegistered') ? (
              <Button size="xs" variant="light" component={Link} to={to(paths.auth.login())} w="fit-content">
                {t('register.goToLogin')}
              </Button>
            ) : null}
          </FormFailureAlert>
        ) : null}

        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('register.sections.profile')}
          </Title>
          <ProfileFields inputProps={fieldProps} />
        </Stack>

        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('register.sections.certifications')}
          </Title>
          {CERTIFICATIONS.map((c) => (
            <Checkbox
              key={form.key(`certifications.${c}`)}
              label={
                c === 'acceptTerms' ? (
                  <Trans
                    t={t}
                    i18nKey="register.certifications.acceptTerms"
                    components={{
                      terms: link(paths.compliance.termsOfUse()),
                      privacy: link(paths.compliance.privacyPolicy()),
                    }}
                  />
                ) : (
                  t(`register.certifications.${c}`, { orgName: tenant.orgName })
                )
              }
              {...form.getInputProps(`certifications.${c}`, { type: 'checkbox' })}
            />
          ))}
        </Stack>

        {withPassword ? (
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('register.sections.account')}
            </Title>
            <Grid gap="sm">
              <Grid.Col span={12}>
                <EmailField key={form.key('email')} {...form.getInputProps('email')} />
              </Grid.Col>
              {(['password', 'confirmPassword'] as const).map((name) => (
                <Grid.Col key={name} span={{ base: 12, sm: 6 }}>
                  <PasswordField
                    label={ta(`fields.${name}`)}
                    autoComplete="new-password"
                    required
                    key={form.key(name)}
                    {...form.getInputProps(name)}
                  />
                </Grid.Col>
              ))}
            </Grid>
            {botCheck.field}
            <Button
              type="submit"
              loading={busy === 'password'}
              disabled={busy !== null && busy !== 'password'}
              mt="xs"
            >
              {t('register.submit')}
            </Button>
          </Stack>
        ) : null}

        <SocialButtons
          intent="register"
          busy={busy === 'google' || busy === 'microsoft' ? busy : null}
          disabled={busy !== null}
          testEmail={testEmail}
          onTestEmailChange={setTestEmail}
          onSelect={(method) => {
            void submitSocial(method);
          }}
        />

        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={to(paths.auth.login())} underline="always">
            {t('submit')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
