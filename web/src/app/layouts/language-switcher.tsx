import { Button } from '@mantine/core';
import type { Language } from '@portal/domain';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { withLang } from '../../config/paths';
import { useAfterLoadIdle } from '../../hooks/use-after-load-idle';
import { setLanguage } from '../../lib/i18n';
import { stripLang } from '../../lib/locale-path';
import { tenant } from '../../lib/tenant';

/*
 * The menu (Mantine's Menu: Popover, floating-ui, focus trap: ~25 KB gzip) is not part of the first load: the header
 * shows the button at once, the menu's module loads a moment after the page has loaded, or at the first click if
 * that is earlier (the menu then opens as soon as it is there).
 */
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('nav');
  const location = useLocation();
  const navigate = useNavigate();
  const pageLoaded = useAfterLoadIdle();
  const [clicked, setClicked] = useState(false);
  if (tenant.availableLanguages.length < 2) return null;

  const choose = (lang: Language) => {
    setLanguage(lang);
    if (tenant.langInUrl) {
      void navigate(withLang(stripLang(location.pathname), lang) + location.search + location.hash);
    }
  };

  const button = (onClick?: () => void) => (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={t('language')}
      aria-haspopup="menu"
      onClick={onClick}
    >
      {i18n.language.toUpperCase()}
    </Button>
  );
  const placeholder = button(() => {
    setClicked(true);
  });

  if (!pageLoaded && !clicked) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu target={button()} defaultOpened={clicked} onChoose={choose} />
    </Suspense>
  );
}
