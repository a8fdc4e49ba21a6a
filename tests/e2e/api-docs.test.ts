import { AxeBuilder } from '@axe-core/playwright';
import { API, SITE_CALLS, urlTemplateOf } from '@portal/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { settle } from '../support/a11y.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The API reference (issue 25): rendered from the document GET /api/openapi.json serves, for a tenant's developers.
const suite = browserSuite({ viewport: { width: 1440, height: 900 }, profile: null });

/** How many operations (method and path) the served document has. */
async function servedOperationCount(): Promise<number> {
  const response = await fetch(`${HOSTING_URL}${urlTemplateOf(SITE_CALLS.openApi)}`);
  expect(response.status).toBe(200);
  const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
}

/** Serious and critical WCAG 2.1 A/AA findings of the page as it is (docs/accessibility.md's bar). */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('API reference', { timeout: 120_000 }, () => {
  it('lists every served operation, filters them, and shows one’s response schema and curl example', async () => {
    const total = await servedOperationCount();
    expect(total).toBe(Object.keys(API).length);
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/help/developers`);
    await page.getByRole('heading', { name: 'API reference', level: 1 }).waitFor();
    const operations = page.getByTestId('api-operation');
    // The document comes from the functions emulator, whose first call may take a few seconds.
    await page.getByTestId('api-operation-count').waitFor();
    await expect.poll(() => operations.count()).toBe(total);
    await expect
      .poll(() => page.getByTestId('api-operation-count').innerText())
      .toBe(`${String(total)} of ${String(total)} operations`);
    expect(await page.getByRole('link', { name: 'Download openapi.json' }).getAttribute('href')).toBe(
      urlTemplateOf(SITE_CALLS.openApi),
    );
    await page.screenshot({ path: shot('api-docs-en') });

    await page.getByRole('searchbox', { name: 'Search the operations' }).fill('drawdown');
    await expect.poll(() => operations.count()).toBe(1);
    await page.getByRole('button', { name: /Drawdown series and episodes/ }).click();
    const details = page.getByTestId('api-operation-details');
    await details.waitFor();
    // The parameters of a product read: its own and the reader's.
    await expect.poll(() => details.getByTestId('api-parameter').count()).toBeGreaterThan(5);

    // The response schema as a tree: its first level, and a nested object unfolded on demand.
    const answer = details.getByTestId('api-response-200');
    await answer.getByText('episodes', { exact: true }).waitFor();
    expect(await answer.getByText('riskFreeAnnual', { exact: true }).count()).toBe(0);
    await answer.getByRole('button', { name: 'Show the fields of conventions' }).click();
    await answer.getByText('riskFreeAnnual', { exact: true }).waitFor();

    // The curl command from the document's path and examples, on this origin; a product read may send a token.
    const entry = API.drawdowns;
    const path = urlTemplateOf(entry).replace('{id}', entry.example?.params?.id ?? '');
    const curl = await details.getByTestId('api-curl').innerText();
    expect(curl).toContain(`curl '${HOSTING_URL}${path}?mode=live&period_start_date=`);
    expect(curl).toContain('Authorization: Bearer $ID_TOKEN');

    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('api-docs-operation-en'), fullPage: true });
    await details.screenshot({ path: shot('api-docs-operation-details-en') });

    await page.getByRole('searchbox', { name: 'Search the operations' }).fill('no such call');
    await expect.poll(() => operations.count()).toBe(0);
    await page.getByText('No operation matches “no such call”.').waitFor();
  });

  it('renders in German, also at phone width', async () => {
    const page = await suite.newPage({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
    await page.goto(`${HOSTING_URL}/help/developers`);
    await page.getByRole('heading', { name: 'API-Referenz', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Authentifizierung', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Produktabfragen', level: 2 }).waitFor();
    const total = await servedOperationCount();
    await page.getByTestId('api-operation-count').waitFor();
    await expect
      .poll(() => page.getByTestId('api-operation-count').innerText())
      .toBe(`${String(total)} von ${String(total)} Operationen`);
    await page.getByRole('searchbox', { name: 'Operationen durchsuchen' }).fill('holdings');
    await page.getByRole('button', { name: /The holdings of the latest date/ }).click();
    await page.getByRole('heading', { name: 'Beispielaufruf', level: 4 }).waitFor();
    await settle(page);
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('api-docs-de-phone'), fullPage: true });
    await page.getByTestId('api-operation-details').screenshot({ path: shot('api-docs-de-phone-operation') });
  });

  it('is linked from the knowledge base and the help navigation, and opens a linked operation', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/help/knowledge-base`);
    await page.getByRole('link', { name: 'For developers: the portal’s data through its API' }).click();
    await page.waitForURL((url) => url.pathname === '/help/developers');
    await page.getByRole('heading', { name: 'API reference', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'API reference', exact: true }).waitFor();

    // A link to one operation opens it, followed from elsewhere or on the page itself.
    const linked = await suite.newPage();
    await linked.goto(`${HOSTING_URL}/help/developers#op-drawdowns`);
    await linked.getByTestId('api-curl').waitFor();
    expect(await linked.getByTestId('api-operation-details').count()).toBe(1);
    await linked.goto(`${HOSTING_URL}/help/developers#op-health`);
    await expect.poll(() => linked.getByTestId('api-operation-details').count()).toBe(2);
  });
});
