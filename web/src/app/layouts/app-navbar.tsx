import { Button, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  DEV_ROUTE_SECTIONS,
  hasDevSectionAccess,
  productSectionExists,
  type DevRouteSection,
} from '@portal/domain';
import {
  IconAdjustments,
  IconBook,
  IconBulb,
  IconChartLine,
  IconCode,
  IconFiles,
  IconInfoCircle,
  IconDatabaseExport,
  IconExternalLink,
  IconFileSpreadsheet,
  IconFileText,
  IconHelpCircle,
  IconMail,
  IconPackage,
  IconReplace,
  IconTableImport,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ProductsNav, useCatalogue } from '../../features/products';
import { paths } from '../../config/paths';
import { localized, tenant } from '../../lib/tenant';
import { stripLang, useLocalePath } from '../../lib/locale-path';
import { useSession } from '../../lib/session';
import { ADMIN_PAGES, type AdminPageId } from '../admin-pages';

const ADMIN_ICONS: Record<AdminPageId, Icon> = {
  users: IconUsers,
  products: IconPackage,
  platformSettings: IconAdjustments,
  bulkPriceDataUpdate: IconTableImport,
  generateFactsheets: IconFileText,
  updateBulkComponents: IconFileSpreadsheet,
  exportPlatform: IconDatabaseExport,
  overrideHoldingData: IconReplace,
};

/** The four sub-pages of a development product (seed 001 §2), each with its menu entry and icon. */
const DEV_ICONS: Record<DevRouteSection, Icon> = {
  overview: IconInfoCircle,
  'live-analysis': IconChartLine,
  'use-case': IconBulb,
  documents: IconFiles,
};

function NavGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="section" aria-label={label}>
      <Text
        size="xs"
        fw={700}
        c="dimmed"
        tt="uppercase"
        px="sm"
        pt="sm"
        pb={4}
        style={{ letterSpacing: 0.5 }}
      >
        {label}
      </Text>
      {children}
    </Stack>
  );
}

type Catalogue = ReturnType<typeof useCatalogue>;

/**
 * Navigation groups (seed 000 §2): Products, tenant sections (Use cases), Help, Admin. A new catalogue (the site state
 * after a server-rendered page's, the live one after the SDK loaded) renders the menu as a deferred, interruptible
 * render: on a phone it is off screen, and it must not hold the main thread the page needs.
 */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const catalogue = useDeferredValue(useCatalogue());
  return <NavbarGroups catalogue={catalogue} onNavigate={onNavigate} />;
}

const NavbarGroups = memo(function NavbarGroups({
  catalogue,
  onNavigate,
}: {
  catalogue: Catalogue;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('nav');
  const to = useLocalePath();
  const { pathname } = useLocation();
  const current = stripLang(pathname);
  const session = useSession();

  const link = (path: string, label: string, icon: ReactNode) => (
    <NavLink
      key={path}
      component={Link}
      to={to(path)}
      label={label}
      leftSection={icon}
      active={current === path || current.startsWith(`${path}/`)}
      onClick={onNavigate}
    />
  );

  const help = [
    tenant.help.faq && link(paths.help.faq(), t('help.faq'), <IconHelpCircle size={18} stroke={1.6} />),
    tenant.help.knowledgeBase &&
      link(paths.help.knowledgeBase(), t('help.knowledgeBase'), <IconBook size={18} stroke={1.6} />),
    link(paths.help.developers(), t('help.api'), <IconCode size={18} stroke={1.6} />),
    tenant.help.contact && link(paths.help.contact(), t('help.contact'), <IconMail size={18} stroke={1.6} />),
  ].filter(Boolean);

  // Products (dev): for those who pass the development section's own authorisation (devSection claim, staff).
  const devProducts =
    tenant.devSection.enabled && hasDevSectionAccess(session)
      ? tenant.devSection.products.flatMap((id) => catalogue.products.filter((p) => p.productId === id))
      : [];

  const adminPages = ADMIN_PAGES.filter(
    (page) => session.isAdmin || (page.forProductAdmins && session.adminProductIds.size > 0),
  );
  const redirect = tenant.redirectButtonNavBar;

  return (
    <ScrollArea type="auto" scrollbarSize={6} h="100%">
      <Stack gap="xs" p="sm" pb="xl">
        {redirect ? (
          <Button
            component="a"
            href={redirect.external ? redirect.href : to(redirect.href)}
            target={redirect.external ? '_blank' : undefined}
            rel={redirect.external ? 'noopener noreferrer' : undefined}
            variant="light"
            rightSection={redirect.external ? <IconExternalLink size={16} /> : null}
            fullWidth
          >
            {localized(redirect.label, i18n.language)}
          </Button>
        ) : null}
        <NavGroup label={t('groups.products')}>
          <ProductsNav status={catalogue.status} products={catalogue.listed} onNavigate={onNavigate} />
        </NavGroup>
        {devProducts.length > 0 ? (
          <NavGroup label={t('groups.productsDev')}>
            {devProducts.map((p) => {
              const base = `/products-dev/${p.productId}`;
              return (
                <NavLink
                  key={p.productId}
                  label={p.productName}
                  leftSection={<IconCode size={18} stroke={1.6} />}
                  defaultOpened={current.startsWith(`${base}/`)}
                  data-testid="dev-product-nav"
                >
                  {DEV_ROUTE_SECTIONS.filter((section) => productSectionExists(p, section)).map((section) => {
                    const SectionIcon = DEV_ICONS[section];
                    return link(
                      `${base}/${section}`,
                      t(`dev.${section}`),
                      <SectionIcon size={16} stroke={1.6} />,
                    );
                  })}
                </NavLink>
              );
            })}
          </NavGroup>
        ) : null}
        {tenant.extraSections.map((section) => (
          <NavGroup key={section.id} label={localized(section.title, i18n.language)}>
            {section.pages.map((page) =>
              link(page.path, localized(page.title, i18n.language), <IconBulb size={18} stroke={1.6} />),
            )}
          </NavGroup>
        ))}
        {help.length > 0 ? <NavGroup label={t('groups.help')}>{help}</NavGroup> : null}
        {adminPages.length > 0 ? (
          <NavGroup label={t('groups.admin')}>
            {adminPages.map((page) => {
              const PageIcon = ADMIN_ICONS[page.id];
              return link(page.path, t(`admin.${page.id}`), <PageIcon size={18} stroke={1.6} />);
            })}
          </NavGroup>
        ) : null}
      </Stack>
    </ScrollArea>
  );
});
