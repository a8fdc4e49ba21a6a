import { Button, Menu } from '@mantine/core';
import type { Language } from '@portal/domain';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { withLang } from '../../config/paths';
import { setLanguage } from '../../lib/i18n';
import { stripLang } from '../../lib/locale-path';
import { tenant } from '../../lib/tenant';

/** A language's own name ("Deutsch", "Français"), from Intl rather than translation files. */
function endonym(lang: Language): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('nav');
  const location = useLocation();
  const navigate = useNavigate();
  if (tenant.availableLanguages.length < 2) return null;

  const choose = (lang: Language) => {
    setLanguage(lang);
    if (tenant.langInUrl) {
      void navigate(withLang(stripLang(location.pathname), lang) + location.search + location.hash);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('language')}
        >
          {i18n.language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language')}</Menu.Label>
        {tenant.availableLanguages.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => {
              choose(lang);
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
