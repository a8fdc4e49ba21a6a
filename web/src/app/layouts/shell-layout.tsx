import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { DesktopRequiredModal } from './desktop-required-modal';

/** The app frame: sticky header, vertical navbar (a drawer below `md`), page, footer. */
export function ShellLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }} mih="100dvh">
        <Outlet />
        <AppFooter />
      </AppShell.Main>
      <DesktopRequiredModal />
    </AppShell>
  );
}
