import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteFiles } from '../../functions/src/tenant/site-files.js';
import { loadTenant, repoRoot } from './tenants.js';
import { stampWebDist, WEB_LOCALES_FILE, WEB_TEMPLATE_FILE } from './web-tenant.js';

/** A built web app as far as stamping reads it: the template of index.html and the start-up locale files. */
function builtWeb(): { dist: string; functions: string } {
  const root = mkdtempSync(join(tmpdir(), 'web-tenant-'));
  const dist = join(root, 'web-dist');
  const functions = join(root, 'functions-dist');
  mkdirSync(join(dist, '.portal'), { recursive: true });
  mkdirSync(functions, { recursive: true });
  writeFileSync(join(dist, WEB_TEMPLATE_FILE), readFileSync(join(repoRoot, 'web', 'index.html'), 'utf8'));
  writeFileSync(join(dist, WEB_LOCALES_FILE), JSON.stringify({ en: [], de: [], fr: [], pt: [] }));
  // A previous stamp's page at the root, which Hosting would serve for `/` instead of the site function.
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  return { dist, functions };
}

describe('stampWebDist', () => {
  it('leaves no index.html for Hosting to serve and hands the page to the site function', () => {
    const { dist, functions } = builtWeb();
    stampWebDist(dist, 'dppt', { functionsDist: functions });
    expect(existsSync(join(dist, 'index.html'))).toBe(false);
    const page = readFileSync(join(dist, '.portal', 'index.html'), 'utf8');
    const site = readSiteFiles(functions);
    expect(site?.template).toBe(page);
    const settings = loadTenant('dppt').settings;
    expect(page).toContain(`<title>${settings.orgName}</title>`);
    // The head texts of every language, the app's own words.
    for (const lang of settings.availableLanguages)
      expect(site?.texts[lang]?.knowledgeBase.title).toBeTruthy();
    expect(site?.texts.en?.faq.title).toBe('Frequently asked questions');
    expect(site?.help.faq.length).toBe(loadTenant('dppt').help.faq.length);
  });

  it('writes robots.txt as a file: the sitemap of an indexable tenant, nothing for one that disables indexing', () => {
    const indexable = builtWeb();
    stampWebDist(indexable.dist, 'dppt', { functionsDist: indexable.functions });
    const robots = readFileSync(join(indexable.dist, 'robots.txt'), 'utf8');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://demo-portal-dppt.web.app/sitemap.xml');
    const closed = builtWeb();
    stampWebDist(closed.dist, 'demo', { functionsDist: closed.functions });
    expect(readFileSync(join(closed.dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
  });
});
