import { describe, expect, it } from 'vitest';
import { headTags, pageHead, shortDescription, type PageHeadInput, type PageTexts } from './page-head.js';
import { matchPublicPage, publicPagePath, type PublicPage } from './public-page.js';

const texts: PageTexts = {
  home: { description: 'Performance and documents of Demo AM.' },
  faq: { title: 'Frequently asked questions', description: 'Answers.' },
  knowledgeBase: { title: 'Knowledge base', description: 'Every statistic explained.' },
  terms: { 'sharpe-ratio': { title: 'Sharpe ratio', summary: 'Excess return per unit of volatility.' } },
  contact: { title: 'Contact', description: 'Write to us.' },
  termsOfUse: { title: 'Terms of use', description: 'These terms.' },
  privacyPolicy: { title: 'Privacy policy', description: 'Your data.' },
  ombudsman: { title: 'Ombudsman' },
  compare: { title: 'Compare products', description: 'Products side by side.' },
  sections: { overview: 'Overview', documents: 'Documents' },
};

const input = (page: PublicPage, over: Partial<PageHeadInput> = {}): PageHeadInput => ({
  page,
  lang: 'de',
  origin: 'https://funds.example.com',
  site: {
    orgName: 'Demo AM',
    availableLanguages: ['en', 'de'],
    langInUrl: true,
    disableIndexing: false,
    logoPath: '/tenant/logo.svg',
  },
  texts,
  ...over,
});

const fund = {
  productId: 'global-equity-chf',
  name: 'Global Equity <A> & "B"',
  shareClass: 'A · CHF',
  isin: 'CH0012032048',
  currency: 'CHF',
  description: 'A fund.',
  nav: { value: 123.45, date: '2026-11-27' },
  ytd: 0.1,
};

describe('matchPublicPage', () => {
  const langs = { availableLanguages: ['en', 'de'] as ('en' | 'de')[], langInUrl: true };

  it('reads every public page back from its path, with and without the language', () => {
    const pages: PublicPage[] = [
      { kind: 'home' },
      { kind: 'product', productId: 'a-b_c.1', section: 'overview' },
      { kind: 'product', productId: 'x', section: 'documents' },
      { kind: 'faq' },
      { kind: 'knowledgeBase' },
      { kind: 'knowledgeBaseTerm', term: 'sharpe-ratio' },
      { kind: 'contact' },
      { kind: 'termsOfUse' },
      { kind: 'privacyPolicy' },
      { kind: 'ombudsman' },
      { kind: 'compare', productIds: [] },
    ];
    for (const page of pages) {
      expect(matchPublicPage(publicPagePath(page), { ...langs, langInUrl: false })).toEqual({
        page,
        lang: null,
      });
      const prefixed = page.kind === 'home' ? '/de' : `/de${publicPagePath(page)}`;
      expect(matchPublicPage(prefixed, langs)).toEqual({ page, lang: 'de' });
    }
  });

  it('knows no other page, nor a language the tenant lacks, and ignores a trailing slash', () => {
    for (const path of [
      '/admin/users',
      '/products/x/live-analysis',
      '/auth/login',
      '/products/x',
      '/help/faq/x',
    ])
      expect(matchPublicPage(path, { ...langs, langInUrl: false }), path).toBeNull();
    expect(matchPublicPage('/fr/help/faq', langs)).toBeNull();
    expect(matchPublicPage('/help/faq', langs)).toBeNull();
    expect(matchPublicPage('/de/help/faq/', langs)).toEqual({ page: { kind: 'faq' }, lang: 'de' });
  });
});

describe('pageHead', () => {
  it('describes a product overview: title, canonical, every language, its preview image and an InvestmentFund', () => {
    const head = pageHead(
      input({ kind: 'product', productId: fund.productId, section: 'overview' }, { product: fund }),
    );
    expect(head.title).toBe('Global Equity <A> & "B" · Demo AM');
    expect(head.canonical).toBe('https://funds.example.com/de/products/global-equity-chf/overview');
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['en', 'de', 'x-default']);
    expect(head.alternates[2]?.href).toBe('https://funds.example.com/en/products/global-equity-chf/overview');
    expect(head.image).toBe('https://funds.example.com/og/global-equity-chf.png?lang=de');
    expect(head.indexable).toBe(true);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'InvestmentFund',
      identifier: { '@type': 'PropertyValue', propertyID: 'ISIN', value: 'CH0012032048' },
      offers: { '@type': 'Offer', price: 123.45, priceCurrency: 'CHF', validFrom: '2026-11-27' },
    });
    expect(head.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('says nothing of a product the visitor may not see, and keeps search engines off the page', () => {
    const head = pageHead(
      input({ kind: 'product', productId: 'secret', section: 'overview' }, { product: null }),
    );
    expect(head).toMatchObject({
      title: 'Demo AM',
      indexable: false,
      alternates: [],
      image: null,
      jsonLd: [],
    });
    expect(JSON.stringify(head)).not.toContain('secret/');
  });

  it('names the compared products the visitor may see, links their pages, and keeps the combination unindexed', () => {
    const compared = [
      { productId: 'global-equity-chf', name: 'Global Equity A CHF' },
      { productId: 'swiss-bond-i', name: 'Swiss Bond I' },
    ];
    const page: PublicPage = { kind: 'compare', productIds: compared.map((p) => p.productId) };
    const head = pageHead(input(page, { compared }));
    expect(head.title).toBe('Compare products: Global Equity A CHF, Swiss Bond I · Demo AM');
    expect(head.canonical).toBe(
      'https://funds.example.com/de/compare?products=global-equity-chf,swiss-bond-i',
    );
    expect(head.indexable).toBe(false);
    const list = head.jsonLd.find((d) => d['@type'] === 'ItemList') as
      { itemListElement: { url: string }[] } | undefined;
    expect(list?.itemListElement.map((i) => i.url)).toEqual([
      'https://funds.example.com/de/products/global-equity-chf/overview',
      'https://funds.example.com/de/products/swiss-bond-i/overview',
    ]);
    expect(headTags(head, input(page))).toContain('<meta name="robots" content="noindex" />');
    // Nothing the visitor may see (all refused, or a URL naming too few): the site's own head, naming nothing.
    const none = pageHead(input({ kind: 'compare', productIds: [] }, { compared: [] }));
    expect(none).toMatchObject({ title: 'Demo AM', canonical: null, jsonLd: [], indexable: false });
  });

  it('gives the FAQ page its questions and an unknown knowledge-base term nothing', () => {
    const faq = pageHead(input({ kind: 'faq' }, { faq: [{ question: 'Q?', answer: 'A.' }] }));
    expect(faq.jsonLd[0]).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
    expect(pageHead(input({ kind: 'knowledgeBaseTerm', term: 'nope' })).indexable).toBe(false);
    expect(pageHead(input({ kind: 'knowledgeBaseTerm', term: 'sharpe-ratio' })).title).toBe(
      'Sharpe ratio · Knowledge base · Demo AM',
    );
  });

  it('keeps every page out of search engines where the tenant disables indexing, and has one URL without langInUrl', () => {
    const site = { ...input({ kind: 'home' }).site, disableIndexing: true, langInUrl: false };
    const head = pageHead(input({ kind: 'home' }, { site }));
    expect(head.indexable).toBe(false);
    expect(head.canonical).toBe('https://funds.example.com/');
    expect(head.alternates).toEqual([]);
    expect(head.image).toBe('https://funds.example.com/tenant/logo.svg');
  });
});

describe('headTags', () => {
  it('escapes every text and keeps JSON-LD from closing its element', () => {
    const page: PublicPage = { kind: 'product', productId: fund.productId, section: 'overview' };
    const data = input(page, { product: { ...fund, description: '</script><script>alert(1)</script>' } });
    const html = headTags(pageHead(data), data);
    expect(html).toContain('<title>Global Equity &lt;A&gt; &amp; &quot;B&quot; · Demo AM</title>');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('noindex');
  });
});

describe('shortDescription', () => {
  it('keeps short texts, cuts long ones at a word with an ellipsis', () => {
    expect(shortDescription('  a\n b  ')).toBe('a b');
    const long = 'word '.repeat(60);
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
