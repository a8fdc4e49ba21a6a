import { describe, expect, it } from 'vitest';
import { STAT_TERMS } from '../stats-catalogue.js';
import { testProduct } from '../access/test-fixtures.js';
import { robotsTxt, sitemapPages, sitemapXml } from './crawl.js';

const ORIGIN = 'https://funds.example.com';
const settings = {
  availableLanguages: ['en', 'de'] as ('en' | 'de')[],
  langInUrl: false,
  disableIndexing: false,
  help: { faq: true, knowledgeBase: true, contact: true },
};
const catalogue = [
  testProduct({ productId: 'open' }),
  testProduct({ productId: 'hidden', general: { hidden: true } }),
  testProduct({ productId: 'dev', dev: true }),
  testProduct({ productId: 'viewers-only', allowedRoles: ['viewer'] }),
  testProduct({ productId: 'unlisted', hideOnProductsSection: true }),
  testProduct({ productId: 'locked', lockedBehindLogin: true }),
];

describe('robotsTxt', () => {
  it('disallows everything when the tenant disables indexing, and names no sitemap', () => {
    expect(robotsTxt(ORIGIN, { ...settings, disableIndexing: true })).toBe('User-agent: *\nDisallow: /\n');
  });

  it('keeps crawlers out of the console, sign-in, settings, API and dev pages and names the sitemap', () => {
    const text = robotsTxt(ORIGIN, settings);
    for (const line of [
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /auth',
      'Disallow: /api/',
      'Disallow: /products-dev',
    ])
      expect(text.split('\n')).toContain(line);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('disallows the private pages under every language prefix where the language is in the URL', () => {
    const lines = robotsTxt(ORIGIN, { ...settings, langInUrl: true }).split('\n');
    expect(lines).toContain('Disallow: /de/admin');
    expect(lines).toContain('Disallow: /en/settings');
  });
});

describe('sitemapPages', () => {
  const paths = (s = settings) => sitemapPages(ORIGIN, s, catalogue).map((p) => p.path);

  it('lists the products a guest may open, never a hidden, dev, role-restricted or unlisted one', () => {
    const listed = paths();
    expect(listed).toContain('/products/open/overview');
    expect(listed).toContain('/products/open/documents');
    // Locked behind the login locks the analysis, not the overview (the route guard's rule).
    expect(listed).toContain('/products/locked/overview');
    for (const id of ['hidden', 'dev', 'viewers-only', 'unlisted'])
      expect(
        listed.some((p) => p.includes(`/${id}/`)),
        id,
      ).toBe(false);
  });

  it('lists the home page, the help pages the tenant offers and the compliance pages', () => {
    const listed = paths();
    expect(listed[0]).toBe('/');
    expect(listed).toEqual(
      expect.arrayContaining([
        '/help/faq',
        '/help/knowledge-base',
        '/help/contact',
        '/compliance/terms-of-use',
      ]),
    );
    expect(listed.filter((p) => p.startsWith('/help/knowledge-base/terms/'))).toHaveLength(STAT_TERMS.length);
    const without = paths({ ...settings, help: { faq: false, knowledgeBase: false, contact: false } });
    expect(without.some((p) => p.startsWith('/help/'))).toBe(false);
  });

  it('gives one URL per page without the language in the URL, one per language with it', () => {
    const [home] = sitemapPages(ORIGIN, settings, []);
    expect(home?.urls).toEqual({ en: `${ORIGIN}/` });
    const [homeIn, overview] = sitemapPages(ORIGIN, { ...settings, langInUrl: true }, catalogue.slice(0, 1));
    expect(homeIn?.urls).toEqual({ en: `${ORIGIN}/en`, de: `${ORIGIN}/de` });
    expect(overview?.urls.de).toBe(`${ORIGIN}/de/products/open/overview`);
  });
});

describe('sitemapXml', () => {
  it('writes each language URL as an entry with every language as an hreflang alternate', () => {
    const xml = sitemapXml(sitemapPages(ORIGIN, { ...settings, langInUrl: true }, []));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain(`<loc>${ORIGIN}/de/help/faq</loc>`);
    const entry = xml.split('<url>')[1] ?? '';
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/en"/>`);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('escapes what XML reserves and writes no alternates for a single URL', () => {
    const xml = sitemapXml([{ path: '/', urls: { en: 'https://a.example/?x=1&y="2"' } }]);
    expect(xml).toContain('<loc>https://a.example/?x=1&amp;y=&quot;2&quot;</loc>');
    expect(xml).not.toContain('xhtml:link rel');
  });
});
