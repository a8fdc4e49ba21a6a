import { afterAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { mailTo } from '../support/caught-mail.js';

// The contact form end to end (docs/contact.md): a visitor fills it in English, the ALTCHA widget solves the
// emulator's cheap proof of work in the browser, the confirm dialog shows what will be sent, "Send" ends on the
// success state with the tenant's reply time, and the operator's mail is in the SMTP catcher. The send counters the
// test leaves are removed, so runs never limit each other.
const suite = browserSuite({ viewport: { width: 1280, height: 900 } });
const OPERATOR = 'contact@demo-am.test';
const RUN = Date.now().toString(36);
const SENDER = `e2e-contact-${RUN}@example.test`;

afterAll(async () => {
  await suite.admin.db.recursiveDelete(suite.admin.db.collection('contactRateLimits'));
});

describe('contact form', () => {
  it('checks the fields, confirms, sends once and shows the reply time; the operator gets the mail', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/help/contact`);
    await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
    await page.getByTestId('contact-reply-time').getByText('We answer within 1-2 business days.').waitFor();
    // The visitor's stored investor profile (professional, CH) fills the two selects.
    expect(await page.getByRole('combobox', { name: 'Investor type', exact: true }).inputValue()).toBe(
      'Professional investor',
    );

    // Nothing typed: each field says what is missing.
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page.getByText('Name is required.').waitFor();
    await page.getByText('Message is required.').waitFor();
    await page.screenshot({ path: shot('contact-errors'), fullPage: true });

    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('Anna Tester');
    await page.getByRole('textbox', { name: /^E-mail\s*\*?$/ }).fill(SENDER);
    const country = page.getByRole('combobox', { name: 'Country of residence', exact: true });
    await country.click();
    await country.fill('Luxem');
    await page.getByRole('option', { name: 'Luxembourg', exact: true }).click();
    await page
      .getByRole('textbox', { name: /^Message\s*\*?$/ })
      .fill(`Could you send me the latest annual report of the Global Equity fund? (${RUN})\n\nKind regards`);
    // The widget started on the form's focus: it solves the proof of work in web workers.
    await page.getByTestId('contact-bot-check').getByText('Confirmed').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: shot('contact-form'), fullPage: true });

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByText(`We will reply to ${SENDER}.`).waitFor();
    await dialog.getByText('Luxembourg').waitFor();
    await page.screenshot({ path: shot('contact-confirm') });
    await dialog.getByRole('button', { name: 'Send' }).click();

    const success = page.getByTestId('contact-success');
    await success.getByText('Thank you, your message has been sent').waitFor({ timeout: 30_000 });
    await success.getByText('We answer within 1-2 business days.').waitFor();
    await page.screenshot({ path: shot('contact-success'), fullPage: true });

    const mails = mailTo(OPERATOR).filter((m) => m.text.includes(RUN));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Contact form: message from Anna Tester');
    expect(mails[0]?.headers['reply-to']).toContain(SENDER);
    expect(mails[0]?.text).toContain('Country: Luxembourg (LU)');
    expect(mails[0]?.text).toContain('Investor type: Professional');
  }, 120_000);
});
