import { userRecordSchema } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The use-case pages of seed 000 §9 / issue 13.4: Demo AM's extra page `/use-cases/alpinum` and Alpinum's own
// `/products/alpinum-absolute-return/use-case` (products.json `useCase.componentPath`), both the same view: the
// cumulative return since the launch (2 Jun 2021) against the benchmark, and the 10 largest drawdowns since then.
// Alpinum is login-required and closed to retail investors: a professional investor in Switzerland signs in.
const tenant = loadTenant('demo');
const alpinum = tenant.catalogue.products.find((p) => p.productId === 'alpinum-absolute-return');
const suite = browserSuite({ viewport: { width: 1280, height: 900 } });
const uid = 'e2e-use-cases';
const email = `${uid}@example.test`;
const password = 'UseCase-2026!';
const PERCENT = /^[+-]?\d{1,3}(,\d{3})*\.\d{2}%$/;

beforeAll(async () => {
  await suite.admin.auth.deleteUser(uid).catch(() => undefined);
  await suite.admin.auth.createUser({ uid, email, password, emailVerified: true, displayName: 'Uma Case' });
  await suite.admin.db.doc(`users/${uid}`).set(
    userRecordSchema.parse({
      firstName: 'Uma',
      lastName: 'Case',
      email,
      country: 'CH',
      investorProfile: 'professional',
    }),
  );
});
afterAll(async () => {
  await suite.admin.auth.deleteUser(uid).catch(() => undefined);
  await suite.admin.db.doc(`users/${uid}`).delete();
});

/** The use case's analysis, checked: launch line, drawn chart, totals, and the 10 drawdowns with their figures. */
async function expectDrawdownAnalysis(page: Page): Promise<void> {
  const analysis = page.getByTestId('since-launch');
  await analysis.waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('since-launch-dates').innerText()).toMatch(
    /^Launched on June 2, 2021 · data up to \w+ \d{1,2}, \d{4}$/,
  );
  await analysis
    .getByRole('img', { name: 'Cumulative returns' })
    .locator('svg path[stroke]')
    .first()
    .waitFor();
  const totals = await page.getByTestId('since-launch-totals').innerText();
  expect(totals).toContain('Alpinum');
  expect(totals).toContain('World Equity Total Return Index (USD)');

  const rows = page.getByTestId('since-launch-drawdowns').locator('tbody tr');
  await rows.first().waitFor({ timeout: 30_000 });
  expect(await rows.count()).toBe(10);
  const headers = await page.getByTestId('since-launch-drawdowns').locator('thead th').allInnerTexts();
  expect(headers).toEqual(['#', 'Start (peak)', 'Trough', 'Recovery', 'Depth', 'Length', 'Time to recover']);
  let previousDepth = -Infinity;
  for (let i = 0; i < 10; i++) {
    const cells = await rows.nth(i).locator('td').allInnerTexts();
    expect(cells[0]).toBe(String(i + 1));
    expect(cells[1]).toMatch(/^\w{3} \d{1,2}, \d{4}$/);
    expect(cells[4]).toMatch(PERCENT);
    // Deepest first (depths are negative).
    const depth = Number((cells[4] ?? '').replace(/[%,+]/g, ''));
    expect(depth).toBeLessThan(0);
    expect(depth).toBeGreaterThanOrEqual(previousDepth);
    previousDepth = depth;
    if (cells[3] === 'Not recovered') {
      expect(cells[5]).toMatch(/^[\d,]+ days? so far$/);
      expect(cells[6]).toBe('Not recovered');
    } else {
      expect(cells[3]).toMatch(/^\w{3} \d{1,2}, \d{4}$/);
      expect(cells[5]).toMatch(/^[\d,]+ days?$/);
      expect(cells[6]).toMatch(/^[\d,]+ days?$/);
    }
  }
}

describe('use-case pages', () => {
  it('names Alpinum’s use case in the demo catalogue', () => {
    expect(alpinum?.useCase).toEqual({ componentPath: 'alpinum-use-case' });
    expect(alpinum?.inceptionDate).toBe('2021-06-02');
  });

  it('tells a guest to sign in for Alpinum’s data, with the story around it', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/use-cases/alpinum`);
    await page
      .getByRole('heading', { name: 'Alpinum: riding out drawdowns', level: 1 })
      .waitFor({ timeout: 30_000 });
    await page.getByText('Alpinum Absolute Return aims to preserve capital when markets fall.').waitFor();
    await page.getByTestId('analysis-sign-in').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('since-launch-drawdowns').count()).toBe(0);
    await page.screenshot({ path: shot('use-case-alpinum-guest'), fullPage: true });
  });

  it('shows the signed-in investor the launch and the 10 largest drawdowns, on both pages', async () => {
    const page = await suite.newPage({ profile: null });
    await signInThroughLoginPage(page, email, password);

    await page.goto(`${HOSTING_URL}/use-cases/alpinum`);
    await page
      .getByRole('heading', { name: 'Alpinum: riding out drawdowns', level: 1 })
      .waitFor({ timeout: 30_000 });
    await expectDrawdownAnalysis(page);
    expect(new URL(page.url()).pathname).toBe('/use-cases/alpinum');
    await page.screenshot({ path: shot('use-case-alpinum'), fullPage: true });

    const path = '/products/alpinum-absolute-return/use-case';
    await page.goto(`${HOSTING_URL}${path}`);
    await page
      .getByRole('heading', { name: `Use case · ${alpinum?.productName ?? ''}`, level: 1 })
      .waitFor({ timeout: 30_000 });
    await expectDrawdownAnalysis(page);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.getByRole('link', { name: 'Go to the product' }).click();
    await page.waitForURL((u) => u.pathname === '/products/alpinum-absolute-return/overview');
  });

  it('speaks the visitor’s language', async () => {
    const page = await suite.newPage({ profile: null });
    await signInThroughLoginPage(page, email, password);
    // The language the visitor chose on the site (the language menu stores it under `locale`).
    await page.evaluate(() => {
      localStorage.setItem('locale', 'de');
    });
    await page.goto(`${HOSTING_URL}/use-cases/alpinum`);
    await page.getByRole('heading', { name: 'Alpinum: Durch Drawdowns steuern', level: 1 }).waitFor({
      timeout: 30_000,
    });
    expect(await page.getByTestId('since-launch-dates').innerText()).toMatch(/^Lanciert am 2\. Juni 2021 · /);
    await page.getByTestId('since-launch-drawdowns').locator('tbody tr').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('since-launch-drawdowns').locator('thead th').allInnerTexts()).toContain(
      'Erholungszeit',
    );
    await page.screenshot({ path: shot('use-case-alpinum-de'), fullPage: true });
  });
});
