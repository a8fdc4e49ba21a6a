import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.js';
import { documentPublishedMail, escapeHtml, type DocumentPublishedMail } from './follower-mail.js';

const base: DocumentPublishedMail = {
  lang: 'en',
  orgName: 'Demo AM',
  productName: 'Demo Global Equity Fund A CHF',
  documentTitle: 'Annual report 2025',
  documentUrl: 'https://portal.example/products/global-equity-chf/download-document?documentId=d1',
  documentsPageUrl: 'https://portal.example/products/global-equity-chf/documents',
  unsubscribeUrl: 'https://portal.example/unsubscribe?key=abc.def',
};

describe('documentPublishedMail', () => {
  it('names the product and the document and carries both links and the unsubscribe link', () => {
    const mail = documentPublishedMail(base);
    expect(mail.subject).toBe('Demo Global Equity Fund A CHF: new document "Annual report 2025"');
    expect(mail.text).toContain(
      'Download the document: https://portal.example/products/global-equity-chf/download-document?documentId=d1',
    );
    expect(mail.text).toContain('Stop these e-mails: https://portal.example/unsubscribe?key=abc.def');
    expect(mail.html).toContain('href="https://portal.example/unsubscribe?key=abc.def"');
  });

  it.each(LANGUAGES)('is written in %s', (lang) => {
    const mail = documentPublishedMail({ ...base, lang });
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.subject).toContain(base.documentTitle);
    if (lang !== 'en') expect(mail.text).not.toContain('Download the document');
  });

  it('escapes whatever the data holds in the HTML part', () => {
    const mail = documentPublishedMail({
      ...base,
      documentTitle: '<img src=x onerror=alert(1)>',
      productName: 'A & B "Fund"',
      documentUrl: 'https://portal.example/x?a=1&b="2"',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('A &amp; B &quot;Fund&quot;');
    expect(mail.html).toContain('href="https://portal.example/x?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
