import { userRecordSchema } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  FAMILY,
  FAMILY_ROLE,
  removeShareClassFamily,
  seedShareClassFamily,
  type FamilyState,
} from '../support/share-class-family.js';

// Seed 000 §4 step 5: "an admin of a share class of the route's product may proceed". A user whose custom role
// administers ONE share class of a fund opens the sibling class's restricted sections: the route guard lets them
// through, and the page (with the API behind it) must then show them, never a 403 after the guard. The fund, the
// custom role and the user are created here and removed afterwards; the seeded demo accounts stay as they are.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const uid = 'e2e-family-admin';
const email = `${uid}@example.test`;
const password = 'Family-2026!';
let family: FamilyState | undefined;

beforeAll(async () => {
  family = await seedShareClassFamily(suite.admin.db);
  await suite.admin.auth.deleteUser(uid).catch(() => undefined);
  await suite.admin.auth.createUser({ uid, email, password, emailVerified: true, displayName: 'Fay Family' });
  await suite.admin.auth.setCustomUserClaims(uid, { [`role:${FAMILY_ROLE}`]: true });
  await suite.admin.db.doc(`users/${uid}`).set(
    userRecordSchema.parse({
      firstName: 'Fay',
      lastName: 'Family',
      email,
      country: 'CH',
      investorProfile: 'professional',
      roles: [FAMILY_ROLE],
    }),
  );
});

afterAll(async () => {
  await suite.admin.auth.deleteUser(uid).catch(() => undefined);
  await suite.admin.db.doc(`users/${uid}`).delete();
  await removeShareClassFamily(suite.admin.db, family);
});

const { sibling, hidden } = FAMILY;

/** Opens a path and checks that neither the guard nor the page sent the user elsewhere. */
async function stays(page: Page, path: string): Promise<void> {
  await page.goto(`${HOSTING_URL}${path}`);
  await page.getByRole('heading', { name: sibling.productName }).first().waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(path);
}

/** The analysis page with its data: the statistics card holds the cumulative return over the whole period. */
async function statisticsShown(page: Page): Promise<void> {
  const cell = page
    .getByTestId('card-performanceStats')
    .locator('[data-stat="cumulativeReturn"][data-period="max"]');
  await cell.waitFor({ timeout: 30_000 });
  expect(await cell.innerText()).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}%$/);
}

describe('admin of one share class of a fund', () => {
  it('opens the sibling class sections the route guard admits, with their data, never a 403', async () => {
    const page = await suite.newPage({ profile: null, locale: 'en-US' });
    await signInThroughLoginPage(page, email, password);

    // The overview offers the restricted sections too.
    await stays(page, `/products/${sibling.productId}/overview`);
    for (const name of ['Historical analysis', 'Internal analysis', 'Factsheet'])
      await page.getByRole('link', { name, exact: true }).waitFor();

    // Internal analysis (admin, superAdmin) and a tab restricted to viewers: page and data.
    await stays(page, `/products/${sibling.productId}/internal-analysis`);
    await statisticsShown(page);
    await page.screenshot({ path: shot('share-class-admin-internal'), fullPage: true });
    await stays(page, `/products/${sibling.productId}/historical-analysis`);
    await statisticsShown(page);
    // The analysis page's tab menu offers every mode the guard lets them open.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Live', 'Backtest', 'Internal']);

    // The admins-only factsheet page and its embeddable restricted statistics.
    await page.goto(`${HOSTING_URL}/products/${sibling.productId}/factsheet`);
    await page
      .getByRole('heading', { name: `Factsheet · ${sibling.productName}` })
      .waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(`/products/${sibling.productId}/factsheet`);
    const embed = `/products/${sibling.productId}/embedded/historical-stats-table`;
    await page.goto(`${HOSTING_URL}${embed}`);
    await page
      .getByRole('heading', { name: `${sibling.productName} · Performance statistics (backtest)` })
      .waitFor({ timeout: 30_000 });
    await page.locator('[data-stat="cumulativeReturn"][data-period="max"]').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(embed);

    // Visibility stays per exact product: a hidden sibling is as unknown to them as to anyone.
    await page.goto(`${HOSTING_URL}/products/${hidden.productId}/internal-analysis`);
    await page.waitForURL((u) => u.pathname === '/error-404', { timeout: 20_000 });
  });
});
