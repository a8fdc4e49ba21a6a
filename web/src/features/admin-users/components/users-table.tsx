import { ActionIcon, Badge, Button, Group, Menu, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { superAdminLocked, userAdminRefusal } from '@portal/domain';
import { IconDots, IconMailCheck, IconTrash, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { UserRow } from '../api/list-users';
import type { Labels } from './use-labels';
import { DataTable, LONG_LIST } from '../../../components/data-table';

export function UsersTable({
  rows,
  actorUid,
  actorRoles,
  labels,
  onChangeRoles,
  onDelete,
  onForceVerification,
}: {
  rows: readonly UserRow[];
  actorUid: string;
  actorRoles: readonly string[];
  labels: Labels;
  onChangeRoles: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
  onForceVerification: (row: UserRow) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { t: tu } = useTranslation('userAdmin');
  // The functions' own rule (`userAdminRefusal`) disables what they would refuse; they still decide.
  const refusal = (row: UserRow, action: 'deleteUser' | 'forceEmailVerification') =>
    userAdminRefusal({ action, actorUid, actorRoles, targetUid: row.uid, targetRoles: row.record.roles });
  return (
    <DataTable
      {...LONG_LIST}
      minWidth={1000}
      label={t('pages.users')}
      head={
        <>
          <Table.Th>{t('users.columns.name')}</Table.Th>
          <Table.Th>{t('users.columns.email')}</Table.Th>
          <Table.Th>{t('users.columns.country')}</Table.Th>
          <Table.Th>{t('users.columns.investorProfile')}</Table.Th>
          <Table.Th>{t('users.columns.roles')}</Table.Th>
          <Table.Th>{t('users.columns.lastVisit')}</Table.Th>
          <Table.Th>{t('users.columns.twoFactor')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {rows.map((row) => {
        const { record } = row;
        const name = `${record.firstName} ${record.lastName}`;
        const locked = superAdminLocked(actorRoles, record.roles);
        const button = (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserShield size={14} />}
            disabled={locked}
            aria-label={t('users.changeRolesOf', { name })}
            onClick={() => {
              onChangeRoles(row);
            }}
          >
            {t('users.changeRoles')}
          </Button>
        );
        return (
          <Table.Tr key={row.uid} data-uid={row.uid}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {name}
                </Text>
                {row.uid === actorUid ? (
                  <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                    {t('users.you')}
                  </Badge>
                ) : null}
              </Group>
              {record.company ? (
                <Text size="xs" c="dimmed">
                  {record.company}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{record.email}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{labels.country(record.country)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{labels.profile(record.investorProfile)}</Text>
            </Table.Td>
            <Table.Td>
              {record.roles.length > 0 ? (
                <Group gap={4}>
                  {record.roles.map((role) => (
                    <Badge key={role} size="sm" variant="light" tt="none">
                      {labels.role(role)}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('users.noRoles')}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm">{formatDate(record.lastVisitedDay, i18n.language) ?? t('users.never')}</Text>
            </Table.Td>
            <Table.Td>
              {/* The function-written mirror of the Auth account's factors (syncTwoFactorStatus). */}
              <Badge
                size="sm"
                variant="light"
                color={record.twoFactorEnabled ? 'green' : 'gray'}
                tt="none"
                data-testid="two-factor-status"
              >
                {t(record.twoFactorEnabled ? 'users.twoFactorOn' : 'users.twoFactorOff')}
              </Badge>
            </Table.Td>
            <Table.Td ta="right">
              <Group gap={6} justify="flex-end" wrap="nowrap">
                {locked ? (
                  <Tooltip label={t('users.superAdminLocked')} multiline w={260}>
                    <span>{button}</span>
                  </Tooltip>
                ) : (
                  button
                )}
                <RowMenu
                  name={name}
                  deleteRefusal={refusal(row, 'deleteUser')}
                  verifyRefusal={refusal(row, 'forceEmailVerification')}
                  labels={{
                    menu: tu('menu.label', { name }),
                    verify: tu('menu.verify'),
                    delete: tu('menu.delete'),
                    refusal: (r) => tu(`refusals.${r}`),
                  }}
                  onDelete={() => {
                    onDelete(row);
                  }}
                  onVerify={() => {
                    onForceVerification(row);
                  }}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

type Refusal = ReturnType<typeof userAdminRefusal>;

/** More actions of a row: force e-mail verification, delete. A refused action is disabled and says why. */
function RowMenu({
  name,
  deleteRefusal,
  verifyRefusal,
  labels,
  onDelete,
  onVerify,
}: {
  name: string;
  deleteRefusal: Refusal;
  verifyRefusal: Refusal;
  labels: { menu: string; verify: string; delete: string; refusal: (r: NonNullable<Refusal>) => string };
  onDelete: () => void;
  onVerify: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={labels.menu} data-user={name}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconMailCheck size={16} />}
          disabled={verifyRefusal !== null}
          onClick={onVerify}
        >
          <Text size="sm">{labels.verify}</Text>
          {verifyRefusal ? (
            <Text size="xs" c="dimmed">
              {labels.refusal(verifyRefusal)}
            </Text>
          ) : null}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          disabled={deleteRefusal !== null}
          onClick={onDelete}
        >
          <Text size="sm">{labels.delete}</Text>
          {deleteRefusal ? (
            <Text size="xs" c="dimmed">
              {labels.refusal(deleteRefusal)}
            </Text>
          ) : null}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
