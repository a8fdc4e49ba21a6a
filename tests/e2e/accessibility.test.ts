import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadDemoAccounts } from '../../scripts/lib/seed-accounts.js';
import { a11yReport, settle, type PageResult } from '../support/a11y.js';
import { signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// WCAG 2.1 AA with axe-core (docs/accessibility.md): every page type for every role of the demo tenant, one signed-in
// page per role reused from page to page. Serious and critical violations fail; every finding (moderate and minor
// ones included) goes to tests/output/a11y-report.json, which the doc summarises.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const accounts = loadDemoAccounts('demo');
const account = (label: string) => {
  const a = accounts.find((x) => x.label === label);
  if (!a) throw new Error(`no demo account ${label}`);
  return a;
};

const FUND = 'global-equity-chf'; // overview with holdings, documents, factsheet, live and historical analysis
const ALL_MODES = 'multi-asset-dynamic'; // live, historical and internal analysis; administered by the product admin
const LOCKED = 'alpinum-absolute-return'; // locked behind login: the product admin's other product

/** Pages every visitor (and every signed-in role) may open; their content does not depend on the role. */
const STATIC_PAGES = [
  '/help/knowledge-base',
  '/help/knowledge-base/terms/sharpe-ratio',
  '/help/faq',
  '/help/contact',
  '/help/developers',
  '/compliance/terms-of-use',
  '/compliance/privacy-policy',
  '/compliance/ombudsman',
  '/error-404',
  '/error-403?redirectedFromPath=%2Fadmin',
  '/no-such-page',
  ...(
    [
      'live-perf-graph',
      'live-stats-table',
      'live-perf-table',
      'historical-perf-graph',
      'historical-stats-table',
    ] as const
  ).map((p) => `/products/${FUND}/embedded/${p}`),
];
/** Pages whose content depends on the role (products listed, sections, buttons). */
const PRODUCT_PAGES = [
  '/',
  `/products/${FUND}/overview`,
  `/products/${ALL_MODES}/overview`,
  `/products/${FUND}/live-analysis`,
  `/products/${FUND}/historical-analysis`,
  `/products/${FUND}/documents`,
  `/products/${FUND}/factsheet`,
  `/compare?products=${FUND},${ALL_MODES},swiss-bond-i`,
];
const SETTINGS_PAGES = [
  '/settings/oveview',
  '/settings/edit-profile',
  '/settings/change-password',
  '/settings/delete-account',
];
const ADMIN_PAGES = [
  '/admin/users',
  '/admin/products',
  '/admin/platform-settings',
  '/admin/operations/bulk-price-data-update',
  '/admin/operations/update-bulk-components',
  '/admin/operations/export-platform',
  '/admin/operations/generate-factsheets',
  '/admin/operations/override-holding-data',
];

const results: PageResult[] = [];
afterAll(() => {
  a11yReport(results);
});

async function audit(page: Page, role: string, path: string, before?: (page: Page) => Promise<void>) {
  await page.goto(`${HOSTING_URL}${path}`);
  await settle(page);
  if (before) {
    await before(page);
    await settle(page);
  }
  // A hovered row is a state readers see: on an overview, the pointer rests on the current share class's row (its
  // tint once pushed the gains and dates below 4.5:1, only when the pointer happened to be there).
  const overviewOf = /^\/products\/([^/]+)\/overview$/.exec(path)?.[1];
  const currentRow = page.locator(`[data-testid="share-class-row"][data-product-id="${overviewOf ?? ''}"]`);
  if (overviewOf && (await currentRow.count()) > 0) await currentRow.hover();
  return analyze(page, role, before ? `${path} (${before.name})` : path);
}

/** Runs axe on the page as it is and records the result. */
async function analyze(page: Page, role: string, label: string): Promise<PageResult> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const result: PageResult = {
    role,
    path: label,
    violations: violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      // A contrast finding names its colours and ratio (axe's check data), so that a report is diagnosable.
      targets: v.nodes.slice(0, 5).map((n) => {
        const data = n.any[0]?.data as
          { fgColor?: string; bgColor?: string; contrastRatio?: number } | null | undefined;
        const colours =
          v.id === 'color-contrast' && data?.fgColor
            ? ` [${data.fgColor} on ${data.bgColor ?? '?'}: ${String(data.contrastRatio ?? '?')}]`
            : '';
        return `${n.target.join(' ')}${colours}`;
      }),
    })),
  };
  results.push(result);
  return result;
}

/** The serious and critical violations of a result, one line each ("role path: rule impact (targets)"). */
const blocking = (r: PageResult): string[] =>
  r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${r.role} ${r.path}: ${v.id} ${v.impact ?? ''} (${v.targets.join(', ')})`);

/** Opens every page as `role` and returns the serious or critical violations. */
async function auditAll(page: Page, role: string, pages: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of pages) failures.push(...blocking(await audit(page, role, path)));
  return failures;
}

/** Every tab the admin console shows for a product, reached by clicking through them. */
async function auditProductTabs(page: Page, role: string, productId: string): Promise<string[]> {
  await page.goto(`${HOSTING_URL}/admin/products/${productId}/general`);
  await settle(page);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(5);
  const failures: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      const before = page.url();
      await tabs.nth(i).click();
      await page.waitForURL((url) => url.href !== before);
    }
    await settle(page);
    failures.push(...blocking(await analyze(page, role, new URL(page.url()).pathname)));
  }
  return failures;
}

async function signedIn(label: string): Promise<Page> {
  const page = await suite.newPage();
  const a = account(label);
  await signInThroughLoginPage(page, a.email, a.password);
  return page;
}

describe('axe-core, WCAG 2.1 A and AA, no serious or critical violation', { timeout: 180_000 }, () => {
  it('guest: public, product, sign-in and error pages', async () => {
    const page = await suite.newPage();
    const failures = await auditAll(page, 'guest', [
      ...PRODUCT_PAGES,
      // The home page filtered (chosen filters, disabled values with no product left).
      '/?currency=CHF&assetClass=equity',
      `/products/${LOCKED}/overview`,
      ...STATIC_PAGES,
      '/auth/login',
      '/auth/register',
      '/auth/reset-password-form',
      '/investor-profile',
    ]);
    expect(failures).toEqual([]);
  });

  it('investor: product, settings and static pages', async () => {
    const page = await signedIn('investor');
    // The static pages' content is the guest's; signed in, only the frame (account menu) differs.
    const framed = ['/help/contact', '/help/knowledge-base/terms/sharpe-ratio', '/error-404'];
    expect(await auditAll(page, 'investor', [...PRODUCT_PAGES, ...SETTINGS_PAGES, ...framed])).toEqual([]);
  });

  it('viewer and employee: product pages, internal analysis, settings', async () => {
    const failures: string[] = [];
    for (const label of ['viewer', 'employee']) {
      const page = await signedIn(label);
      failures.push(
        ...(await auditAll(page, label, [
          ...PRODUCT_PAGES,
          `/products/${ALL_MODES}/live-analysis`,
          `/products/${ALL_MODES}/internal-analysis`,
          '/settings/oveview',
        ])),
      );
    }
    expect(failures).toEqual([]);
  });

  it('admin: every admin page, each product tab, the factsheet editor', async () => {
    const page = await signedIn('admin');
    const failures = await auditAll(page, 'admin', [
      '/',
      `/products/${ALL_MODES}/internal-analysis`,
      ...ADMIN_PAGES,
    ]);
    const editor = await audit(
      page,
      'admin',
      `/products/${FUND}/factsheet`,
      async function factsheetEditor(p) {
        await p.getByTestId('factsheet-edit').click();
        await p.getByTestId('factsheet-editor').waitFor();
      },
    );
    for (const v of editor.violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        failures.push(`admin editor: ${v.id} (${v.targets.join(', ')})`);
    expect(failures).toEqual([]);
  });

  it('product admin: its products in the admin console', async () => {
    const page = await signedIn('productAdmin');
    const failures = await auditAll(page, 'productAdmin', [
      '/',
      `/products/${LOCKED}/overview`,
      '/admin/products',
    ]);
    failures.push(...(await auditProductTabs(page, 'productAdmin', ALL_MODES)));
    expect(failures).toEqual([]);
  });
});
