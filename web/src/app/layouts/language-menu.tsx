import { Menu } from '@mantine/core';
import type { Language } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
  target: ReactNode;
  /** Open at once: the user clicked the button before this module had loaded. */
  defaultOpened: boolean;
  onChoose: (lang: Language) => void;
}

/** The dropdown of the language switcher (./language-switcher.tsx), loaded after the page's first paint. */
export function LanguageMenu({ target, defaultOpened, onChoose }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('nav');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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
