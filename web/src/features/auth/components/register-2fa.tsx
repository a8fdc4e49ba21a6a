import { checkTwoFactorCode } from '@portal/domain';
import { Alert, Button, Center, Code, Group, Image, Loader, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import type { User } from 'firebase/auth';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tenant } from '../../../lib/tenant';
import { twoFactor, TwoFactorError, useTwoFactorStatus, type TotpEnrollment } from '../two-factor';
import { useFieldIssues } from '../../../hooks/use-field-issues';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { TwoFactorCodeInput } from './two-factor-code-input';
import { logger } from '../../../lib/logger';
import { syncTwoFactorStatus } from '../api/sync-two-factor-status';

type Problem = 'invalidCode' | 'expired' | 'requiresRecentLogin' | 'internal';

type Setup =
  | { status: 'starting' }
  | { status: 'ready'; enrollment: TotpEnrollment; qr: string }
  | { status: 'failed'; problem: Problem };

const problemOf = (error: unknown): Problem => {
  if (error instanceof TwoFactorError && error.kind !== 'unsupported') return error.kind;
  logger.error('Two-factor enrolment failed', { error });
  return 'internal';
};

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * /auth/register-2fa (seed 000 §2 "two-factor setup with QR code"): starts a TOTP enrolment, shows the QR code of
 * its otpauth URL and the secret, and finishes it with a 6-digit code.
 */
export function Register2fa({
  user,
  onDone,
  onLoginAgain,
}: {
  user: User;
  onDone: () => void;
  onLoginAgain: () => void;
}) {
  const { t } = useTranslation('auth');
  const toErrors = useFieldIssues();
  const { enrolled } = useTwoFactorStatus(user);
  const [setup, setSetup] = useState<Setup>({ status: 'starting' });
  const [codeProblem, setCodeProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { code: '' } });

  // Each attempt starts a new enrolment; "Start again" bumps it.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (enrolled) return;
    let current = true;
    twoFactor
      .startEnrollment(user, { accountName: user.email ?? user.uid, issuer: tenant.orgName })
      .then(async (enrollment) => {
        const qr = await QRCode.toDataURL(enrollment.otpauthUrl, { margin: 1, width: 220 });
        if (current) setSetup({ status: 'ready', enrollment, qr });
      })
      .catch((error: unknown) => {
        if (current) setSetup({ status: 'failed', problem: problemOf(error) });
      });
    return () => {
      current = false;
    };
  }, [user, enrolled, attempt]);

  const restart = () => {
    setSetup({ status: 'starting' });
    setCodeProblem(null);
    setAttempt((n) => n + 1);
  };

  const submit = form.onSubmit(async ({ code }) => {
    if (setup.status !== 'ready') return;
    const checked = checkTwoFactorCode(code);
    form.setErrors(checked.ok ? {} : toErrors(checked.issues));
    if (!checked.ok) return;
    setBusy(true);
    setCodeProblem(null);
    try {
      await setup.enrollment.finish(checked.value);
      await syncTwoFactorStatus();
      notifications.show({ color: 'green', message: t('twoFactor.enabled') });
      onDone();
    } catch (error) {
      const problem = problemOf(error);
      if (problem === 'invalidCode') {
        setCodeProblem(problem);
        form.setValues({ code: '' });
      } else {
        setSetup({ status: 'failed', problem });
      }
    } finally {
      setBusy(false);
    }
  });

  if (enrolled) {
    return (
      <Stack gap="md" align="center" ta="center">
        <IconShieldCheck size={44} color="var(--mantine-color-green-6)" aria-hidden />
        <Text>{t('twoFactor.alreadyEnabled')}</Text>
        <Button onClick={onDone}>{t('twoFactor.continue')}</Button>
      </Stack>
    );
  }

  if (setup.status === 'starting') {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('twoFactor.preparing')} />
      </Center>
    );
  }

  if (setup.status === 'failed') {
    return (
      <Stack gap="md">
        <FormFailureAlert
          message={t(`twoFactor.problems.${setup.problem}`)}
          contact={setup.problem === 'internal'}
        />
        <Group justify="center">
          {setup.problem === 'requiresRecentLogin' ? (
            <Button onClick={onLoginAgain}>{t('twoFactor.loginAgain')}</Button>
          ) : (
            <Button onClick={restart}>{t('twoFactor.restart')}</Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {tenant.enable2FactorAuthentication ? t('twoFactor.requiredIntro') : t('twoFactor.optionalIntro')}
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('twoFactor.steps.install')}</List.Item>
          <List.Item>{t('twoFactor.steps.scan')}</List.Item>
          <List.Item>{t('twoFactor.steps.enter')}</List.Item>
        </List>
        <Center>
          <Image src={setup.qr} alt={t('twoFactor.qrAlt')} w={220} h={220} radius="sm" />
        </Center>
        <Stack gap={4} align="center">
          <Text size="xs" c="dimmed">
            {t('twoFactor.manualEntry')}
          </Text>
          <Code fz="sm" data-testid="totp-secret">
            {grouped(setup.enrollment.secretKey)}
          </Code>
        </Stack>
        {codeProblem ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {t('twoFactor.problems.invalidCode')}
          </Alert>
        ) : null}
        <TwoFactorCodeInput key={form.key('code')} {...form.getInputProps('code')} />
        <Button type="submit" loading={busy} fullWidth>
          {t('twoFactor.activate')}
        </Button>
      </Stack>
    </form>
  );
}
