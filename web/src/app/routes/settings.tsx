import { LIMITS, type UserRecord } from '@portal/domain';
import { notifications } from '@mantine/notifications';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { paths } from '../../config/paths';
import { FormFailureAlert } from '../../components/form-failure-alert';
import { useTwoFactorStatus } from '../../features/auth';
import {
  ChangePasswordForm,
  DeleteAccountPanel,
  EditProfileForm,
  SettingsLayout,
  SettingsOverview,
  YourDataPanel,
  type SettingsTab,
} from '../../features/settings';
import { useLocalePath } from '../../lib/locale-path';
import { useSession } from '../../lib/session';
import { tenant } from '../../lib/tenant';
import { useUserRecord } from '../../lib/user-record';

/**
 * The settings routes (seed 000 §2): the router's guard admits signed-in users only; this wrapper waits for the
 * session and sends a guest home, which is where a deleted account goes too (its sign-out may render first).
 */
function SignedIn({ tab, children }: { tab: SettingsTab; children: (user: User) => ReactNode }) {
  const session = useSession();
  const to = useLocalePath();
  if (session.status === 'loading') return <CenteredLoader />;
  if (!session.user) return <Navigate replace to={to(paths.home())} />;
  return <SettingsLayout active={tab}>{children(session.user)}</SettingsLayout>;
}

function RecordUnavailable() {
  const { t } = useTranslation('settings');
  return <FormFailureAlert message={t('recordUnavailable')} contact />;
}

function Overview({ user }: { user: User }) {
  const record = useUserRecord();
  const twoFactor = useTwoFactorStatus(user);
  if (record.status === 'loading') return <CenteredLoader />;
  return (
    <SettingsOverview
      user={user}
      record={record.status === 'success' ? record.data : null}
      recordProblem={record.status !== 'success'}
      twoFactor={{ enrolled: twoFactor.enrolled, required: tenant.enable2FactorAuthentication }}
    />
  );
}

export function SettingsOverviewRoute() {
  return <SignedIn tab="overview">{(user) => <Overview user={user} />}</SignedIn>;
}

const profileKey = (r: UserRecord) =>
  [
    r.firstName,
    r.lastName,
    r.country,
    r.investorProfile,
    r.company,
    r.telNumberCountryCode,
    r.telNumber,
  ].join('\u0000');

function EditProfile({ user }: { user: User }) {
  const record = useUserRecord();
  const to = useLocalePath();
  const [params] = useSearchParams();
  if (record.status === 'loading') return <CenteredLoader />;
  if (record.status !== 'success') return <RecordUnavailable />;
  const continueUrl = new URL(to(paths.settings.overview()), window.location.origin).toString();
  return (
    <EditProfileForm
      // Remount when the stored profile changes (after a save, or from another tab), so the form shows it.
      key={profileKey(record.data)}
      user={user}
      record={record.data}
      askVerification={params.get('askVerification') === 'true'}
      verificationContinueUrl={continueUrl}
    />
  );
}

export function EditProfileRoute() {
  return <SignedIn tab="editProfile">{(user) => <EditProfile user={user} />}</SignedIn>;
}

export function ChangePasswordRoute() {
  return <SignedIn tab="changePassword">{(user) => <ChangePasswordForm user={user} />}</SignedIn>;
}

export function DeleteAccountRoute() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <SignedIn tab="deleteAccount">
      {(user) => (
        <DeleteAccountPanel
          user={user}
          onDeleted={() => {
            // The notice lives outside the route tree, so it stays its 4 s (seed 000 §9) while the app goes home:
            // the session has ended, and settings pages are for signed-in users only.
            notifications.show({
              id: 'account-deleted',
              color: 'green',
              title: t('deleteAccount.doneTitle'),
              message: t('deleteAccount.done'),
              autoClose: LIMITS.accountDeletionNoticeMs,
            });
            void navigate(to(paths.home()), { replace: true });
          }}
        />
      )}
    </SignedIn>
  );
}

export function YourDataRoute() {
  return <SignedIn tab="yourData">{() => <YourDataPanel />}</SignedIn>;
}
