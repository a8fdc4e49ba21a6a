import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPARISON_LIMITS, pageTextsSchema, type Language, type PageTexts } from '@portal/domain';
import { repoRoot } from './tenants.js';

/*
 * The words the server puts in public pages' heads (packages/domain/src/site/page-head.ts), taken from the web app's
 * locale files when a build is stamped: the page says "Frequently asked questions", so does its <title>. Each entry
 * names the namespace file and key the page itself uses; a key the web app renamed stops the stamp here.
 */

const LOCALES = join(repoRoot, 'web', 'src', 'locales');

type Json = Record<string, unknown>;

function loader(): (lang: string, ns: string) => Json {
  const files = new Map<string, Json>();
  return (lang, ns) => {
    let file = files.get(`${lang}/${ns}`);
    if (!file) {
      file = JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Json;
      files.set(`${lang}/${ns}`, file);
    }
    return file;
  };
}

/** The head texts of every language of the tenant. */
export function siteTexts(langs: readonly Language[], orgName: string): Partial<Record<Language, PageTexts>> {
  const load = loader();
  const vars: Record<string, string> = {
    orgName,
    org: orgName,
    // The comparison's intro names its limit (web: features/comparison).
    max: String(COMPARISON_LIMITS.maxProducts),
  };
  const out: Partial<Record<Language, PageTexts>> = {};
  for (const lang of langs) {
    const t = (ns: string, key: string): string => {
      let value: unknown = load(lang, ns);
      for (const part of key.split('.')) value = (value as Json | undefined)?.[part];
      if (typeof value !== 'string')
        throw new Error(`web/src/locales/${lang}/${ns}.json has no text at ${key}`);
      return value.replace(/\{\{(\w+)\}\}/g, (m, name: string) => vars[name] ?? m);
    };
    const slugs = Object.keys((load(lang, 'knowledge-base').terms as Json | undefined) ?? {});
    const terms = Object.fromEntries(
      slugs.map((slug) => [
        slug,
        {
          title: t('knowledge-base', `terms.${slug}.title`),
          summary: t('knowledge-base', `terms.${slug}.summary`),
        },
      ]),
    );
    out[lang] = pageTextsSchema.parse({
      home: { description: t('home', 'hero.intro') },
      faq: { title: t('faq', 'title'), description: t('faq', 'intro') },
      knowledgeBase: {
        title: t('knowledge-base', 'index.title'),
        description: t('knowledge-base', 'index.intro'),
      },
      terms,
      contact: { title: t('contact', 'title'), description: t('contact', 'intro') },
      termsOfUse: {
        title: t('compliance', 'termsOfUse.title'),
        description: t('compliance', 'termsOfUse.intro'),
      },
      privacyPolicy: {
        title: t('compliance', 'privacyPolicy.title'),
        description: t('compliance', 'privacyPolicy.intro'),
      },
      ombudsman: { title: t('compliance', 'ombudsman.title') },
      compare: { title: t('comparison', 'title'), description: t('comparison', 'intro') },
      sections: {
        overview: t('product', 'sections.overview'),
        documents: t('product', 'sections.documents'),
      },
    });
  }
  return out;
}
