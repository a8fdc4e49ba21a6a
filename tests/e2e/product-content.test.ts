import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { encodePng } from '../../scripts/lib/seed-components.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Admin → Products content tabs (issue 10.1) and the full overview page they feed (issue 10.5): an admin edits
// details, the header text and access restrictions, a product admin sees what they may not change read-only, and
// visitors see the result on the overview in their language. The seeded products are restored afterwards.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PASSWORD = 'Demo-2026!';
const FUND = 'global-equity-chf';
const ALPINUM = 'alpinum-absolute-return';
let seeded: { product: Record<string, unknown>; langs: Map<string, Record<string, unknown>> } | undefined;

beforeAll(async () => {
  const product = (await suite.admin.db.doc(`products/${FUND}`).get()).data() ?? {};
  const langs = await suite.admin.db.collection(`products/${FUND}/langs`).get();
  seeded = { product, langs: new Map(langs.docs.map((d) => [d.id, d.data()])) };
});

afterAll(async () => {
  if (!seeded) return;
  await suite.admin.db.doc(`products/${FUND}`).set(seeded.product);
  for (const [id, data] of seeded.langs) await suite.admin.db.doc(`products/${FUND}/langs/${id}`).set(data);
});

async function signedIn(email: string, locale = 'en-US'): Promise<Page> {
  const page = await suite.newPage({ locale });
  await signInThroughLoginPage(page, email, PASSWORD);
  return page;
}

const saveBar = (page: Page) => page.getByTestId('content-save-bar');

describe('overview page', () => {
  it('shows a visitor the header, share classes with their figures, details, characteristics, contacts, timeline and disclaimer', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    await page.getByTestId('overview-header').getByText('Quality companies from around the world').waitFor();
    await page.getByTestId('overview-description').waitFor();
    const classes = page.getByTestId('share-class-row');
    await expect.poll(() => classes.count()).toBe(3);
    // NAV and returns come from the prices: a number with two decimals and a percentage each.
    const row = page.locator(`[data-testid="share-class-row"][data-product-id="${FUND}"]`);
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toMatch(/\d+\.\d{2} CHF/);
    expect(await row.innerText()).toMatch(/[+-]?\d+\.\d{2}%/);
    await page.getByTestId('overview-details').getByText('Fund domicile').waitFor();
    await page.getByTestId('overview-key-characteristics').getByText('Global quality equities').waitFor();
    await page.getByTestId('overview-contacts').getByText('Anna Keller').waitFor();
    await page.getByTestId('overview-timeline').getByText('Fund launch').waitFor();
    await page
      .getByTestId('overview-dealing')
      .getByText(/Next subscription and redemption/)
      .waitFor();
    expect(await page.getByTestId('overview-dealing').innerText()).toMatch(/12:00 (CET|GMT\+1|CEST|GMT\+2)/);
    await page
      .getByTestId('overview-disclaimer')
      .getByText(/Past performance/)
      .waitFor();
    await page.screenshot({ path: shot('overview-visitor'), fullPage: true });
    // The header's latest-factsheet button downloads the seeded last factsheet in the reader's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('overview-last-factsheet').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${FUND}-factsheet-en.pdf`);
  });

  it('shows the page in German to a German-speaking visitor, the platform disclaimer where the product has none', async () => {
    const page = await suite.newPage({ locale: 'de-CH' });
    await page.goto(`${HOSTING_URL}/products/${ALPINUM}/overview`);
    await page.getByTestId('overview-header').getByText('Positive Renditen').waitFor();
    await page.getByRole('heading', { name: 'Wesentliche Merkmale' }).waitFor();
    await page
      .getByTestId('overview-disclaimer')
      .getByText(/Diese Informationen dienen/)
      .waitFor();
    await page.screenshot({ path: shot('overview-visitor-de'), fullPage: true });
  });
});

describe('admin content tabs', () => {
  it('refuses a partly filled detail with the row, field and language named, then saves it for the overview', async () => {
    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/products/${FUND}/details`);
    const rows = page.getByTestId('content-row');
    await rows.first().waitFor();
    const before = await rows.count();
    await page.getByRole('button', { name: 'Add a detail' }).click();
    const added = rows.nth(before);
    await added.getByRole('textbox', { name: /^Key/ }).fill('Auditor');
    await saveBar(page).getByRole('button', { name: 'Save' }).click();
    const issues = page.getByTestId('content-issues');
    await issues.getByText(`Row ${String(before + 1)}: Value is required.`).waitFor();
    await issues.getByText(`Row ${String(before + 1)}: Key is missing in German`, { exact: false }).waitFor();
    await page.screenshot({ path: shot('content-details-issues'), fullPage: true });

    await added.getByRole('textbox', { name: /^Value/ }).fill('Demo Audit Ltd');
    for (const [language, key, value] of [
      ['German', 'Revisionsstelle', 'Demo Revision AG'],
      ['French', "Réviseur d'entreprises", 'Demo Révision SA'],
      ['Portuguese', 'Auditor', 'Demo Auditoria SA'],
    ] as const) {
      // The language switch (a language with problems carries a warning sign after its name).
      await page
        .locator('label')
        .filter({ hasText: new RegExp(`^${language}`) })
        .click();
      await added.getByRole('textbox', { name: /^Key/ }).fill(key);
      await added.getByRole('textbox', { name: /^Value/ }).fill(value);
    }
    await saveBar(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Readers see the change on their next visit.').waitFor();
    expect(await page.getByTestId('content-issues').count()).toBe(0);
    const stored = (await suite.admin.db.doc(`products/${FUND}`).get()).get('details') as {
      key: Record<string, string>;
      order: number;
    }[];
    expect(stored.at(-1)).toMatchObject({ key: { en: 'Auditor', de: 'Revisionsstelle' }, order: before });

    const visitor = await suite.newPage({ locale: 'de-CH' });
    await visitor.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    await visitor.getByTestId('overview-details').getByText('Demo Revision AG').waitFor();
  });

  it('withdraws the price download of a product: the analysis page stops offering it', async () => {
    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/products/${FUND}/general`);
    const offer = page.getByRole('switch', { name: 'Offer price downloads' });
    await offer.waitFor();
    expect(await offer.isChecked()).toBe(true);
    await offer.uncheck({ force: true });
    await saveBar(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Readers see the change on their next visit.').waitFor();
    expect((await suite.admin.db.doc(`products/${FUND}`).get()).get('allowPriceDownload')).toBe(false);

    const visitor = await suite.newPage();
    await visitor.goto(`${HOSTING_URL}/products/${FUND}/live-analysis`);
    await visitor.getByTestId('card-cumulativeReturns').waitFor({ timeout: 30_000 });
    expect(await visitor.getByTestId('price-download').count()).toBe(0);
  });

  it('changes the overview header text of one language and removes its background image', async () => {
    const headerBackground = (p: Page) =>
      p.getByTestId('overview-header').evaluate((el) => getComputedStyle(el).backgroundImage);
    const before = await suite.newPage();
    await before.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    // The seeded image, fetched through the media API (an object URL), under the darkening gradient.
    await expect.poll(() => headerBackground(before), { timeout: 20_000 }).toMatch(/gradient.*url\("blob:/);

    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/products/${FUND}/general`);
    const image = page.getByTestId('header-background-image');
    await image.getByTestId('media-upload-preview').waitFor();
    await page.screenshot({ path: shot('content-general'), fullPage: true });
    await image.getByTestId('media-upload-remove').click();
    const header = page.getByRole('textbox', { name: 'Header text' });
    await header.fill('A new header for the e2e test.');
    await saveBar(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Readers see the change on their next visit.').waitFor();
    const stored = (await suite.admin.db.doc(`products/${FUND}/langs/en`).get()).get('overview') as {
      header: { backgroundImage: unknown };
    };
    expect(stored.header.backgroundImage).toBeNull();
    const visitor = await suite.newPage();
    await visitor.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    await visitor.getByTestId('overview-header').getByText('A new header for the e2e test.').waitFor();
    expect(await headerBackground(visitor)).not.toContain('url(');
  });

  it('adds a contact with a photo after refusing a wrong e-mail; readers see it on the overview', async () => {
    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/products/${FUND}/contacts`);
    const rows = page.getByTestId('content-row');
    await rows.first().waitFor();
    const before = await rows.count();
    await page.getByRole('button', { name: 'Add a contact' }).click();
    const added = rows.nth(before);
    await added.getByRole('textbox', { name: /^Name/ }).fill('Eva Muster');
    await added.getByRole('textbox', { name: /^E-mail/ }).fill('eva@');
    await saveBar(page).getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('content-issues')
      .getByText(`Row ${String(before + 1)}: E-mail is not a valid e-mail address.`)
      .waitFor();
    await added.getByRole('textbox', { name: /^E-mail/ }).fill('eva.muster@demo-am.test');
    await added
      .getByTestId('contact-photo')
      .getByTestId('media-upload-input')
      .setInputFiles({
        name: 'eva.png',
        mimeType: 'image/png',
        buffer: Buffer.from(encodePng(96, 96, (x, y) => [40 + x, 80 + y, 160])),
      });
    await added.getByTestId('contact-photo').getByTestId('media-upload-preview').waitFor();
    await saveBar(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Readers see the change on their next visit.').waitFor();
    await page.screenshot({ path: shot('content-contacts'), fullPage: true });
    const stored = (await suite.admin.db.doc(`products/${FUND}`).get()).get('contacts') as {
      name: string;
      image?: { productId: string; contentType: string };
    }[];
    expect(stored.at(-1)).toMatchObject({
      name: 'Eva Muster',
      email: 'eva.muster@demo-am.test',
      image: { productId: FUND, contentType: 'image/png' },
    });

    const visitor = await suite.newPage();
    await visitor.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    const contacts = visitor.getByTestId('overview-contacts');
    await contacts.getByText('Eva Muster').waitFor();
    // The photo comes through the media API as an object URL.
    await contacts.locator('img[src^="blob:"]').first().waitFor();
  });

  it('restricts a product to professional investors of Germany: a Swiss professional visitor is turned away', async () => {
    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/products/${FUND}/access-restrictions`);
    await page.getByRole('button', { name: 'Clear Professional investors' }).click();
    await page.getByTestId('access-professional').click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.keyboard.press('Escape');
    await saveBar(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Readers see the change on their next visit.').waitFor();
    const stored = (await suite.admin.db.doc(`products/${FUND}`).get()).get('accessRestrictions') as unknown;
    expect(stored).toMatchObject({ professionalCountries: ['DE'] });
    await page.screenshot({ path: shot('content-access'), fullPage: true });

    const visitor = await suite.newPage();
    await visitor.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    await visitor.waitForURL(/unauthorized-investor-profile/);
  });

  it('shows a product admin the fields only administrators may change read-only', async () => {
    const page = await signedIn('product-admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/products/${ALPINUM}/access-restrictions`);
    await page.getByText('Only administrators can change who may see a product.').waitFor();
    expect(await saveBar(page).count()).toBe(0);
    // Alpinum is not offered to retail investors (an empty list), which is not the same as every country.
    await page
      .getByTestId('access-type-retail')
      .getByText('Not offered to this investor type: it does not see the product.')
      .waitFor();
    await page.goto(`${HOSTING_URL}/admin/products/${ALPINUM}/general`);
    await page.getByRole('switch', { name: 'Hidden' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Hidden' }).isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Offer price downloads' }).isDisabled()).toBe(true);
    // What they may change, they can: a key characteristic.
    await page.goto(`${HOSTING_URL}/admin/products/${ALPINUM}/key-characteristics`);
    await page.getByTestId('content-row').first().waitFor();
    await page.screenshot({ path: shot('content-key-characteristics'), fullPage: true });
  });
});
