import { Menu } from '@mantine/core';
import type { Language } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { tenant } from '../../lib/tenant';

const endonyms = new Map<Language, string>();

/** A language's own name ("Deutsch", "Français"), from Intl rather than translation files (computed once each). */
function endonym(lang: Language): string {
  let name = endonyms.get(lang);
  if (name === undefined) {
    const own = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    name = own.charAt(0).toLocaleUpperCase(lang) + own.slice(1);
    endonyms.set(lang, name);
  }
  return name;
}

export interface LanguageMenuProps {
  /** The button that opens the menu. */
  target: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  /**
   * Open at once: the user clicked the stand-in button before this module had loaded. The menu's own button takes
   * the focus first, so that closing the menu returns focus to it and not to the page.
   */
  openOnMount: boolean;
  onChoose: (lang: Language) => void;
}

/** The dropdown of the language switcher (./language-switcher.tsx), loaded after the page's first paint. */
export function LanguageMenu({ target, openOnMount, onChoose }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('nav');
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    targetRef.current?.focus();
    // Opened as a change (closed, then open next frame), so that the menu notes where focus is to return to.
    const frame = requestAnimationFrame(() => {
      setOpened(true);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [openOnMount]);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened} returnFocus>
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language')}</Menu.Label>
        {tenant.availableLanguages.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => {
              onChoose(lang);
            }}
            rightSection={lang === i18n.language ? <IconCheck size={14} /> : null}
            aria-current={lang === i18n.language ? 'true' : undefined}
          >
            {endonym(lang)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
