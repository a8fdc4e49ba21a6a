import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { paths } from '../../config/paths';
import { WebAnalytics } from '../../features/web-analytics';
import { stripLang } from '../../lib/locale-path';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';

/** Only admin pages can need it (seed 000 §1: admin features are disabled on mobile). */
const DesktopRequiredModal = lazy(() =>
  import('./desktop-required-modal').then((m) => ({ default: m.DesktopRequiredModal })),
);

/** The app frame: sticky header, vertical navbar (a drawer below `md`), page, footer. */
export function ShellLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const path = stripLang(useLocation().pathname);
  const onAdmin = path === paths.admin.root() || path.startsWith(`${paths.admin.root()}/`);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ display: 'flex', flexDirection: 'column', outline: 'none' }}
        mih="100dvh"
      >
        <Outlet />
        <AppFooter />
      </AppShell.Main>
      {onAdmin ? (
        <Suspense fallback={null}>
          <DesktopRequiredModal />
        </Suspense>
      ) : null}
      <WebAnalytics />
    </AppShell>
  );
}
