import type { UserRecord } from '@portal/domain';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { useCountryName } from '../../../hooks/use-countries';
import { accountMethods } from '../api/reauthenticate';

/** /settings/oveview: the profile at a glance, the sign-in methods and the two-factor status, with the actions. */
export function SettingsOverview({
  user,
  record,
  recordProblem,
  twoFactor,
}: {
  user: User;
  record: UserRecord | null;
  /** The record could not be shown (missing or unreadable). */
  recordProblem: boolean;
  twoFactor: { enrolled: boolean; required: boolean };
}) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const to = useLocalePath();
  const countryName = useCountryName();
  const methods = accountMethods(user);
  const none = <Text c="dimmed">{t('overview.none')}</Text>;

  const rows: [string, ReactNode][] = [
    [t('overview.name'), record ? `${record.firstName} ${record.lastName}` : (user.displayName ?? none)],
    [
      ta('fields.email'),
      <Group gap="xs" key="email">
        <Text>{user.email}</Text>
        <Badge color={user.emailVerified ? 'green' : 'yellow'} variant="light">
          {user.emailVerified ? t('overview.verified') : t('overview.notVerified')}
        </Badge>
      </Group>,
    ],
  ];
  if (record) {
    rows.push(
      [ta('fields.country'), countryName(record.country)],
      [ta('fields.investorProfile'), ta(`profile.investorTypes.${record.investorProfile}`)],
      [ta('fields.company'), record.company || none],
      [
        ta('fields.telNumber'),
        record.telNumber ? `${record.telNumberCountryCode} ${record.telNumber}`.trim() : none,
      ],
    );
  }
  rows.push(
    [t('overview.signInMethods'), methods.map((m) => t(`overview.methods.${m}`)).join(', ') || none],
    [
      t('overview.twoFactor'),
      <Group gap="xs" key="2fa">
        <Badge color={twoFactor.enrolled ? 'green' : twoFactor.required ? 'red' : 'gray'} variant="light">
          {twoFactor.enrolled ? t('overview.twoFactorOn') : t('overview.twoFactorOff')}
        </Badge>
        {twoFactor.enrolled ? null : (
          <Anchor component={Link} to={to(paths.auth.register2fa())} size="sm">
            {t('overview.twoFactorSetUp')}
          </Anchor>
        )}
      </Group>,
    ],
  );

  return (
    <Stack gap="md">
      {recordProblem ? (
        <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="alert">
          {t('overview.recordProblem')}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing="xs">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 140, sm: 220 }}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Group gap="sm">
        <Button component={Link} to={to(paths.settings.editProfile())}>
          {t('tabs.editProfile')}
        </Button>
        {methods.includes('password') ? (
          <Button component={Link} to={to(paths.settings.changePassword())} variant="default">
            {t('tabs.changePassword')}
          </Button>
        ) : null}
        <Button component={Link} to={to(paths.settings.deleteAccount())} variant="subtle" color="red">
          {t('tabs.deleteAccount')}
        </Button>
      </Group>
    </Stack>
  );
}
