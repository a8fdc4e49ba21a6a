import { Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lazyWithFirebase } from '../lazy-with-firebase';
import { LanguageSwitcher } from './language-switcher';
import { StarredPagesMenu } from '../../features/starred-pages';
import { paths } from '../../config/paths';
import { stripLang, useLocalePath } from '../../lib/locale-path';
import { useSession } from '../../lib/session';
import { tenant, tenantAsset } from '../../lib/tenant';

/** Only a signed-in user has it: loaded with the Auth SDK, off a visitor's first load. */
const ProfileMenu = lazyWithFirebase(() => import('./profile-menu-entry').then((m) => m.ProfileMenu));

export function AppHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation('nav');
  const session = useSession();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const showLogo = !(tenant.hideLogoHomePage && stripLang(pathname) === '/');

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={t('toggleNavigation')}
        />
        <UnstyledButton component={Link} to={to(paths.home())} aria-label={t('home')} miw={0} display="block">
          {showLogo ? (
            // The logo carries the org name, so it is the accessible name and no text repeats it.
            // On a narrow phone the logo shrinks (kept whole, left-aligned) instead of running under the buttons.
            <img
              src={tenantAsset(tenant.logo)}
              alt={tenant.orgName}
              height={36}
              style={{
                display: 'block',
                maxWidth: 'min(180px, 100%)',
                objectFit: 'contain',
                objectPosition: 'left center',
              }}
            />
          ) : (
            <Text fw={700} size="lg" truncate>
              {tenant.orgName}
            </Text>
          )}
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <StarredPagesMenu />
        <LanguageSwitcher />
        {session.status === 'signedIn' && session.user ? <ProfileMenu user={session.user} /> : null}
        {session.status === 'guest' && !tenant.hideLoginRegisterButtons ? (
          <>
            <Button component={Link} to={to(paths.auth.login())} variant="default" size="sm">
              {t('login')}
            </Button>
            <Button component={Link} to={to(paths.auth.register())} size="sm" visibleFrom="sm">
              {t('register')}
            </Button>
          </>
        ) : null}
      </Group>
    </Group>
  );
}
