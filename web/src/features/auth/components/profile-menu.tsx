import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import type { User } from 'firebase/auth';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/firebase-hooks';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { signOutUser } from '../api/sign-in';

const initialsOf = (text: string): string =>
  text
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** The signed-in user's menu in the header: who is signed in, settings, sign out. */
export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation('nav');
  const auth = useAuth();
  const navigate = useNavigate();
  const to = useLocalePath();
  const name = user.displayName ?? user.email ?? '';
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('profileMenu')}>
          <Group gap={6} wrap="nowrap">
            <Avatar radius="xl" size={32} color="brand" variant="filled">
              {initialsOf(name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.displayName ?? t('signedInAs')}
          </Text>
          {user.email ? (
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={to(paths.settings.overview())}
          leftSection={<IconSettings size={16} />}
        >
          {t('settings')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            void signOutUser(auth).then(() => navigate(to(paths.home())));
          }}
        >
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
