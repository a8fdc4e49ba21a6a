import { Button } from '@mantine/core';
import type { Language } from '@portal/domain';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { withLang } from '../../config/paths';
import { useAfterLoadIdle } from '../../hooks/use-after-load-idle';
import { setLanguage } from '../../lib/i18n';
import { stripLang } from '../../lib/locale-path';
import { tenant } from '../../lib/tenant';

/*
 * The menu (Mantine's Menu: Popover, floating-ui, focus trap: ~25 KB gzip) is not part of the first load: the header
 * shows the button at once, the menu's module loads once the page has settled (lib/page-settled.ts), or at the first click if
 * that is earlier (the menu then opens as soon as it is there).
 *
 * Keyboard users keep their place (WCAG 2.4.3): the stand-in button is not swapped for the menu's while it has focus
 * (the swap waits for it to lose focus), and after a click on the stand-in the menu's button takes the focus before
 * the menu opens, so that Escape brings focus back to it (language-menu.tsx).
 */
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('nav');
  const location = useLocation();
  const navigate = useNavigate();
  const pageLoaded = useAfterLoadIdle();
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  // Once the menu is in, it stays in (a later focus on the button must not bring the stand-in back).
  const [menuIn, setMenuIn] = useState(false);
  if (!menuIn && (clicked || (pageLoaded && !focused))) setMenuIn(true);
  if (tenant.availableLanguages.length < 2) return null;

  const choose = (lang: Language) => {
    setLanguage(lang);
    if (tenant.langInUrl) {
      void navigate(withLang(stripLang(location.pathname), lang) + location.search + location.hash);
    }
  };

  const button = (props: ButtonHTMLAttributes<HTMLButtonElement> = {}) => (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={t('language')}
      aria-haspopup="menu"
      {...props}
    >
      {i18n.language.toUpperCase()}
    </Button>
  );
  const placeholder = button({
    onClick: () => {
      setClicked(true);
    },
    onFocus: () => {
      setFocused(true);
    },
    onBlur: () => {
      setFocused(false);
    },
  });

  if (!menuIn) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu target={button()} openOnMount={clicked} onChoose={choose} />
    </Suspense>
  );
}
