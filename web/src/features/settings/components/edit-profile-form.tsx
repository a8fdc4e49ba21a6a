import { checkProfile, type UserProfile, type UserRecord } from '@portal/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from '../../../lib/firebase-hooks';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import {
  PROFILE_FIELD_RENAME,
  ProfileFields,
  profileFormValues,
  profileInputOf,
  type ProfileFormField,
  type ProfileFormValues,
} from '../../../components/profile-fields';
import { useFieldIssues } from '../../../hooks/use-field-issues';
import { saveProfile, sendVerificationEmail } from '../api/update-profile';

const profileOf = (record: UserRecord): UserProfile => ({
  firstName: record.firstName,
  lastName: record.lastName,
  country: record.country,
  investorProfile: record.investorProfile,
  company: record.company,
  telNumber: record.telNumber,
  telNumberCountryCode: record.telNumberCountryCode,
});

/** Asks the user to verify their e-mail address (the `askVerification` query, or an unverified address). */
function VerifyEmailPrompt({ user, continueUrl }: { user: User; continueUrl: string }) {
  const { t, i18n } = useTranslation('settings');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'tooManyRequests' | 'failed'>('idle');
  const send = async () => {
    setState('busy');
    const result = await sendVerificationEmail(user, { continueUrl, lang: i18n.language });
    setState(result.ok ? 'sent' : result.error);
  };
  if (state === 'sent') {
    return (
      <Alert color="green" icon={<IconMailCheck size={18} />} role="status">
        {t('editProfile.verification.sent', { email: user.email ?? '' })}
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      title={t('editProfile.verification.title')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('editProfile.verification.body', { email: user.email ?? '' })}</Text>
        {state === 'tooManyRequests' || state === 'failed' ? (
          <Text size="sm" c="red">
            {t(`editProfile.verification.${state}`)}
          </Text>
        ) : null}
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          loading={state === 'busy'}
          onClick={() => {
            void send();
          }}
        >
          {t('editProfile.verification.send')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** /settings/edit-profile: the user's own record (seed 000 §3), validated by the domain's `checkProfile`. */
export function EditProfileForm({
  user,
  record,
  askVerification,
  verificationContinueUrl,
}: {
  user: User;
  record: UserRecord;
  askVerification: boolean;
  verificationContinueUrl: string;
}) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const db = useFirestore();
  const toErrors = useFieldIssues();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm<ProfileFormValues>({ mode: 'controlled', initialValues: profileFormValues(record) });

  const submit = form.onSubmit(async (values) => {
    setFailed(false);
    const checked = checkProfile(profileInputOf(values));
    form.setErrors(checked.ok ? {} : toErrors(checked.issues, PROFILE_FIELD_RENAME));
    if (!checked.ok) return;
    setBusy(true);
    const result = await saveProfile(db, user, checked.value, profileOf(record));
    setBusy(false);
    if (result.ok) {
      form.setValues(profileFormValues(checked.value));
      form.resetDirty();
      notifications.show({ color: 'green', message: t('editProfile.saved') });
    } else {
      setFailed(true);
    }
  });

  const fieldProps = (field: ProfileFormField) => ({ key: form.key(field), ...form.getInputProps(field) });

  return (
    <Stack gap="md">
      {askVerification || !user.emailVerified ? (
        <VerifyEmailPrompt user={user} continueUrl={verificationContinueUrl} />
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failed ? <FormFailureAlert message={t('editProfile.failed')} contact /> : null}
            <TextInput
              label={ta('fields.email')}
              value={user.email ?? ''}
              readOnly
              disabled
              description={t('editProfile.emailFixed')}
            />
            <ProfileFields inputProps={fieldProps} />
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={busy || !form.isDirty()}
                onClick={() => {
                  form.reset();
                  setFailed(false);
                }}
              >
                {t('editProfile.reset')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('editProfile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
