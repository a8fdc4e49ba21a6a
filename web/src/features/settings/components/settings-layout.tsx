import { Tabs } from '@mantine/core';
import { IconDatabaseExport, IconKey, IconTrash, IconUserCircle, IconUserEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';

export type SettingsTab = 'overview' | 'editProfile' | 'changePassword' | 'yourData' | 'deleteAccount';

const TABS: { id: SettingsTab; path: () => string; icon: ReactNode }[] = [
  { id: 'overview', path: () => paths.settings.overview(), icon: <IconUserCircle size={16} /> },
  { id: 'editProfile', path: () => paths.settings.editProfile(), icon: <IconUserEdit size={16} /> },
  { id: 'changePassword', path: () => paths.settings.changePassword(), icon: <IconKey size={16} /> },
  { id: 'yourData', path: () => paths.settings.yourData(), icon: <IconDatabaseExport size={16} /> },
  { id: 'deleteAccount', path: () => paths.settings.deleteAccount(), icon: <IconTrash size={16} /> },
];

/** The settings pages (seed 000 §2 "Settings") share a title and a tab bar; each tab is its own route. */
export function SettingsLayout({ active, children }: { active: SettingsTab; children: ReactNode }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <PageContainer title={t('title')} size="md">
      <Tabs
        value={active}
        onChange={(value) => {
          const tab = TABS.find((x) => x.id === value);
          if (tab && tab.id !== active) void navigate(to(tab.path()));
        }}
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.id} value={tab.id} leftSection={tab.icon}>
              {t(`tabs.${tab.id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </PageContainer>
  );
}
