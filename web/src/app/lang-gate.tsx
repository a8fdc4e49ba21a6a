import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { paths, withLang } from '../config/paths';
import { setLanguage } from '../lib/i18n';
import { isLanguage } from '../lib/language';
import { tenant } from '../lib/tenant';
import { Redirect } from '../components/redirect';

/**
 * For `langInUrl` tenants (seed 000 §2): the first segment is the language. A valid one becomes the UI language and
 * is stored; anything else goes to the 404 page in the current language.
 */
export function LangGate() {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  const valid = isLanguage(lang) && tenant.availableLanguages.includes(lang) ? lang : null;
  useEffect(() => {
    if (valid) setLanguage(valid);
  }, [valid]);
  if (!valid) return <Redirect to={withLang(paths.errors.notFound(), i18n.language)} />;
  return <Outlet />;
}
