import { Tabs } from '@mantine/core';
import type { Language, UserDefinedRole } from '@portal/domain';
import { IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import type { CatalogueProduct } from './catalogue-product';
import { ComplianceTab } from './compliance-tab';
import { RolesTab } from './roles-tab';

const TABS = ['compliance', 'roles'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * Admin → Platform settings (seed 000 §2; admin and superAdmin, the route guard admits no one else): the compliance
 * and roles tabs. The tab is in the query (`?tab=roles`), so a link opens it and switching keeps unsaved edits.
 */
export function PlatformSettingsPage({
  languages,
  roles,
  products,
}: {
  languages: readonly Language[];
  roles: readonly UserDefinedRole[];
  products: readonly CatalogueProduct[];
}) {
  const { t } = useTranslation('platformSettings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'compliance';
  return (
    <PageContainer title={t('title')} size="xl">
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setParams(value === 'compliance' ? {} : { tab: value }, { replace: true });
        }}
        keepMounted
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="compliance" leftSection={<IconShieldCheck size={16} />}>
            {t('tabs.compliance')}
          </Tabs.Tab>
          <Tabs.Tab value="roles" leftSection={<IconUsersGroup size={16} />}>
            {t('tabs.roles')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="compliance">
          <ComplianceTab languages={languages} />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesTab roles={roles} products={products} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
