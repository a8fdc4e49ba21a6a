import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { emulatorProjectId } from '../support/api-emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Admin → Operations → Generate factsheets (issue 12 item 5, docs/factsheets.md): an admin picks a product, reads the
// refusal of a date before its inception, picks a valid date, checks, generates, and follows the operation to its end;
// the generated PDF is the product's real factsheet (its name and statistics, read back with pdftotext). Not as the
// last factsheet, so the seeded one the other tests download stays; the documents made are removed afterwards.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PRODUCT = 'global-equity-chf';
const NAME = 'Demo Global Equity Fund A CHF';
const startedAt = new Date();
const files = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));

afterAll(async () => {
  const ops = await suite.admin.db.collection('operations').where('createdAt', '>=', startedAt).get();
  for (const op of ops.docs) {
    if (op.get('kind') !== 'factsheetGeneration') continue;
    for (const r of (op.get('results') ?? []) as { documentId: string | null }[]) {
      if (r.documentId) await suite.admin.db.doc(`products/${PRODUCT}/documents/${r.documentId}`).delete();
    }
    await op.ref.delete();
  }
});

describe('generate factsheets', () => {
  it('refuses a date before the inception, then generates the real factsheet and shows it done', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', 'Demo-2026!');
    await page.goto(`${HOSTING_URL}/admin/operations/generate-factsheets`);
    await page.getByRole('heading', { name: 'Generate factsheets', level: 1 }).waitFor();

    await page.getByTestId('generation-search').fill('CH00DEMO0010');
    await page.getByRole('checkbox', { name: NAME }).check();
    await page.getByText('1 product selected').waitFor();
    await page.getByRole('checkbox', { name: 'Make them the last factsheet of their language' }).uncheck();

    await page.getByTestId('generation-date').fill('2015-01-30');
    await page.getByTestId('generation-check').click();
    await page.getByText('1 factsheet cannot be generated: change the selection or the date.').waitFor();
    await page
      .getByText(
        'The factsheet date January 30, 2015 is before the product was created (September 30, 2015).',
      )
      .waitFor();
    expect(await page.getByTestId('generation-start').isDisabled()).toBe(true);
    await page.screenshot({ path: shot('generate-factsheets-refused'), fullPage: true });

    await page.getByTestId('generation-date').fill('2026-09-30');
    await page.getByTestId('generation-check').click();
    await page.getByText('1 factsheet can be generated.').waitFor();
    await page.getByTestId('generation-start').click();
    await page.getByText('The factsheets are being generated; follow them below.').waitFor();
    const row = page.getByTestId('operation-row').first();
    await row.getByText('1 of 1 factsheet generated').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: shot('generate-factsheets-done'), fullPage: true });

    // The stored document is the real factsheet of that date.
    const ops = await suite.admin.db
      .collection('operations')
      .where('createdAt', '>=', startedAt)
      .where('kind', '==', 'factsheetGeneration')
      .get();
    const results = (ops.docs[0]?.get('results') ?? []) as { documentId: string; status: string }[];
    const result = results[0];
    expect(result?.status).toBe('succeeded');
    const doc = (
      await suite.admin.db.doc(`products/${PRODUCT}/documents/${result?.documentId ?? ''}`).get()
    ).data() as { file: { path: string }; lastFactsheet: boolean; loginRequired: boolean };
    expect(doc).toMatchObject({ lastFactsheet: false, loginRequired: true });
    const bytes = await files.read(doc.file.path);
    expect(bytes).not.toBeNull();
    const file = join(mkdtempSync(join(tmpdir(), 'generated-')), 'factsheet.pdf');
    writeFileSync(file, bytes ?? new Uint8Array());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(NAME);
    expect(text).toContain('As of September 30, 2026');
  });
});
