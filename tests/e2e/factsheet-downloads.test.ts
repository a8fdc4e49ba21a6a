import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatorIdToken, HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Issue 12 item 6, as a new user would: an admin generates this month's factsheets as the last factsheets of Global
// Equity A CHF (public factsheet) and Multi-Asset Dynamic (sign-in required); a visitor downloads the public one, a
// guest is asked to sign in for the other, and the demo investor downloads it. The PDFs are the real factsheets
// (read back with pdftotext). Afterwards the generated documents go and the seeded last factsheets get their flag
// back, for the suites that download those.
const suite = browserSuite({ viewport: { width: 1280, height: 900 } });
const PUBLIC = { id: 'global-equity-chf', name: 'Demo Global Equity Fund A CHF' };
const LOGIN = { id: 'multi-asset-dynamic', name: 'Demo Multi-Asset Dynamic Strategy' };
const PASSWORD = 'Demo-2026!';
const generated: { productId: string; documentId: string }[] = [];
const seededLast: string[] = [];
let date = '';

async function pdfText(path: string): Promise<string> {
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  const { db } = suite.admin;
  for (const p of [PUBLIC, LOGIN]) {
    const last = await db.collection(`products/${p.id}/documents`).where('lastFactsheet', '==', true).get();
    seededLast.push(...last.docs.map((d) => d.ref.path));
  }
  // The last price date of the public fund: its factsheet date.
  const meta = await db.doc(`priceSeries/${PUBLIC.id}`).get();
  date = String(meta.get('lastDate') ?? new Date().toISOString().slice(0, 10));
  const token = await emulatorIdToken('admin@demo-am.test', PASSWORD);
  // One generation per access: the public fund's document needs no login, the other's does.
  for (const [product, needLogin] of [
    [PUBLIC, false],
    [LOGIN, true],
  ] as const) {
    const res = await fetch(`${HOSTING_URL}/api/operations/generate-factsheets`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        productIds: [product.id],
        languages: ['en'],
        date,
        needLogin,
        isLastFactsheet: true,
      }),
    });
    const { operationId } = (await res.json()) as { operationId: string };
    expect(res.status).toBe(201);
    const op = db.doc(`operations/${operationId}`);
    await vi.waitFor(
      async () => {
        if (String((await op.get()).get('status')) !== 'succeeded')
          throw new Error(`generation ${operationId} did not succeed in time`);
      },
      { timeout: 60_000, interval: 250 },
    );
    const results = (await op.get()).get('results') as { productId: string; documentId: string }[];
    generated.push(...results.map((r) => ({ productId: r.productId, documentId: r.documentId })));
    await op.delete();
  }
}, 90_000);

afterAll(async () => {
  const { db } = suite.admin;
  for (const g of generated) await db.doc(`products/${g.productId}/documents/${g.documentId}`).delete();
  for (const path of seededLast) await db.doc(path).update({ lastFactsheet: true });
});

describe('download the last factsheet', () => {
  it('gives a visitor the public factsheet: the real PDF of the product', async () => {
    const page = await suite.newPage();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(`${HOSTING_URL}/products/${PUBLIC.id}/download-last-factsheet`),
    ]);
    const text = await pdfText(await download.path());
    expect(text).toContain(PUBLIC.name);
    expect(text).toContain('Annualized volatility');
    await page.getByText(/Your download of .* has started/).waitFor();
    await page.screenshot({ path: shot('factsheet-download-visitor'), fullPage: true });
  });

  it('asks a guest to sign in for a login-required factsheet, and gives it to the investor', async () => {
    const guest = await suite.newPage();
    await guest.goto(`${HOSTING_URL}/products/${LOGIN.id}/download-last-factsheet`);
    await guest.getByText(/available to registered users/).waitFor();
    await guest.screenshot({ path: shot('factsheet-download-guest'), fullPage: true });

    const investor = await suite.newPage();
    await signInThroughLoginPage(investor, 'investor@demo-am.test', PASSWORD);
    const [download] = await Promise.all([
      investor.waitForEvent('download'),
      investor.goto(`${HOSTING_URL}/products/${LOGIN.id}/download-last-factsheet`),
    ]);
    expect(await pdfText(await download.path())).toContain(LOGIN.name);
  });
});
