import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { grantableRoleNames } from '@portal/domain';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { PageContainer } from '../../../components/page-container';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { tenant } from '../../../lib/tenant';
import { useUsers, type UserRow } from '../api/list-users';
import { filterUsers, sortUsers } from '../utils/filter-users';
import { ChangeRolesDialog } from './change-roles-dialog';
import { useLabels } from './use-labels';
import { DeleteUserDialog, ForceVerificationDialog } from './user-admin-dialogs';
import { UsersTable } from './users-table';
import { LabelledPagination } from '../../../components/labelled-pagination';

const PAGE_SIZE = 25;
const count = (n: number) => formatNumber(n, { digits: 0 }) ?? String(n);

/**
 * Admin → Users (seed 000 §2, §6): every user record, a search, the "Change roles" dialog, and per row "Force e-mail
 * verification" and "Delete user". Admins only.
 */
export function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const session = useSession();
  const state = useUsers();
  const labels = useLabels();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [verifying, setVerifying] = useState<UserRow | null>(null);

  const grantable = useMemo(
    () =>
      grantableRoleNames({
        tenantAllowedRoles: tenant.allowedRoles,
        userDefinedRoles: session.userDefinedRoles,
      }),
    [session.userDefinedRoles],
  );
  const sorted = useMemo(
    () => (state.status === 'success' ? sortUsers(state.users, i18n.language) : []),
    [state, i18n.language],
  );
  const filtered = useMemo(
    () =>
      filterUsers(sorted, query, (row) => [
        labels.country(row.record.country),
        labels.profile(row.record.investorProfile),
        ...row.record.roles.map(labels.role),
      ]),
    [sorted, query, labels],
  );
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  // The dialog follows the live record, so a change made meanwhile by someone else is what it starts from.
  const editingRow = editing ? (sorted.find((r) => r.uid === editing.uid) ?? editing) : null;

  return (
    <PageContainer title={t('pages.users')} size="xl">
      <Text c="dimmed">{t('users.intro')}</Text>
      {state.status === 'loading' ? <CenteredLoader /> : null}
      {state.status === 'error' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {t('users.loadError')}
        </Alert>
      ) : null}
      {state.status === 'success' ? (
        <Stack gap="md">
          {state.invalid.length > 0 ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
              {t('users.invalidRecords', {
                number: count(state.invalid.length),
                uids: state.invalid.join(', '),
              })}
            </Alert>
          ) : null}
          <Group justify="space-between" align="flex-end">
            <TextInput
              label={t('users.search')}
              placeholder={t('users.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', sm: 380 }}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('users.summary', { shown: count(filtered.length), total: count(state.users.length) })}
            </Text>
          </Group>
          {state.users.length === 0 ? (
            <Text c="dimmed">{t('users.empty')}</Text>
          ) : filtered.length === 0 ? (
            <Text c="dimmed">{t('users.noMatch', { query: query.trim() })}</Text>
          ) : (
            <UsersTable
              rows={shown}
              actorUid={session.user?.uid ?? ''}
              actorRoles={session.roles}
              labels={labels}
              onChangeRoles={setEditing}
              onDelete={setDeleting}
              onForceVerification={setVerifying}
            />
          )}
          {pages > 1 ? (
            <Group justify="center">
              <LabelledPagination total={pages} value={current} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      ) : null}
      <ChangeRolesDialog
        target={editingRow}
        onClose={() => {
          setEditing(null);
        }}
        actorUid={session.user?.uid ?? ''}
        actorRoles={session.roles}
        grantable={grantable}
        userDefinedRoles={session.userDefinedRoles}
        labels={labels}
      />
      <DeleteUserDialog
        target={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
      <ForceVerificationDialog
        target={verifying}
        onClose={() => {
          setVerifying(null);
        }}
      />
    </PageContainer>
  );
}
