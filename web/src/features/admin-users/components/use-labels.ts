import { CLAIMABLE_ROLES, type InvestorType } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type BuiltInRole = (typeof CLAIMABLE_ROLES)[number];
const isBuiltIn = (role: string): role is BuiltInRole =>
  (CLAIMABLE_ROLES as readonly string[]).includes(role);

export interface Labels {
  /** Built-in roles translated; custom roles are names an admin chose and are shown as they are. */
  role: (role: string) => string;
  profile: (type: InvestorType) => string;
  /** Country name in the UI language (Intl), or the code when the browser does not know it. */
  country: (code: string) => string;
}

export function useLabels(): Labels {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  return useMemo(() => {
    let regions: Intl.DisplayNames | null = null;
    try {
      regions = new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      regions = null;
    }
    return {
      role: (role) => (isBuiltIn(role) ? t(`roles.${role}`) : role),
      profile: (type) => t(`investorProfiles.${type}`),
      country: (code) => regions?.of(code) ?? code,
    };
  }, [t, lang]);
}
