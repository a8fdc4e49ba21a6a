import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from '../constants.js';
import { previewCardSvg, type PreviewCardInput } from './preview-card.js';

const card = (over: Partial<PreviewCardInput> = {}): string =>
  previewCardSvg({
    lang: 'en',
    productName: 'Demo Global Equity Fund A CHF',
    shareClass: 'A',
    currency: 'CHF',
    nav: { value: 1234.56, date: '2026-11-27' },
    ytdReturn: 0.0523,
    orgName: 'Demo AM',
    primaryColor: '#001b6c',
    logo: { href: 'data:image/png;base64,iVBORw0KGgo=', width: 960, height: 256 },
    ...over,
  });

/** The text of every `<text>` element, entities decoded, in document order. */
const texts = (svg: string): string[] =>
  [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );

/**
 * Well-formed enough for an XML parser: every tag closed in order, and outside tags no `<` and no `&` that does not
 * start an entity (the package has no XML parser; resvg, which draws it, refuses anything less).
 */
function expectWellFormed(svg: string): void {
  const open: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g)) {
    const [, closing, name = '', attrs = '', selfClosing] = m;
    expect(attrs.split('"').length % 2, `quotes of <${name}${attrs}>`).toBe(1);
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name);
  }
  expect(open).toEqual([]);
  const between = svg.replace(/<[^<>]*>/g, '');
  expect(between).not.toMatch(/<|&(?!(?:amp|lt|gt|quot|apos);)/);
}

describe('previewCardSvg', () => {
  it('is one SVG root of 1200 × 630 px', () => {
    const svg = card();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630"/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.match(/<svg /g)).toHaveLength(1);
    expectWellFormed(svg);
  });

  it('shows the name, the share class line, the NAV with its date, the YTD return and the organisation', () => {
    expect(texts(card())).toEqual([
      'Demo Global Equity Fund A CHF',
      'Share class A · CHF',
      'NAV',
      'CHF\u00a01,234.56',
      'As of November 27, 2026',
      'Year to date',
      '+5.23%',
      'Demo AM',
    ]);
  });

  it('escapes every text for XML', () => {
    const svg = card({ productName: 'Alpha <B> & "Gamma" \'Delta\'', orgName: 'Müller & Söhne <AG>' });
    expectWellFormed(svg);
    expect(svg).toContain('Alpha &lt;B&gt; &amp; &quot;Gamma&quot; &apos;Delta&apos;');
    expect(svg).toContain('Müller &amp; Söhne &lt;AG&gt;');
    expect(texts(svg)).toContain('Alpha <B> & "Gamma" \'Delta\'');
  });

  it('escapes the logo reference and leaves the logo out when there is none', () => {
    expect(card({ logo: { href: 'data:x"onload="y', width: 10, height: 10 } })).toContain(
      'href="data:x&quot;onload=&quot;y"',
    );
    expect(card({ logo: null })).not.toContain('<image');
  });

  it('fits the logo into its box, keeping its proportions', () => {
    const image = /<image x="72" y="(\d+)" width="(\d+)" height="(\d+)"/.exec(card());
    expect(image?.slice(2).map(Number)).toEqual([315, 84]);
  });

  it('wraps a long name to two lines, then shrinks it, then cuts it with an ellipsis', () => {
    const twoLines = texts(card({ productName: 'Demo Global Sustainable Equity Opportunities Fund A CHF' }));
    expect(twoLines.slice(0, 2).join(' ')).toBe('Demo Global Sustainable Equity Opportunities Fund A CHF');
    expect(twoLines[2]).toBe('Share class A · CHF');

    const long =
      'Demo Global Sustainable Equity Opportunities and Emerging Markets Infrastructure Income Fund';
    const svg = card({ productName: `${long} ${long} ${long}` });
    const [first = '', second = '', third] = texts(svg);
    expect(`${long} ${long} ${long}`.startsWith(first)).toBe(true);
    expect(second.endsWith('…')).toBe(true);
    // Cut after a whole word, and the two lines are how the name starts.
    expect(`${long} ${long} ${long}`.startsWith(`${first} ${second.slice(0, -1)} `)).toBe(true);
    expect(third).toBe('Share class A · CHF');
    // The smallest title size once the name needs more than two lines at the larger ones.
    expect(svg).toContain('font-size="48" font-weight="700" fill="#1e1e2d">Demo Global');
  });

  it('leaves the NAV and the YTD return out when they are missing', () => {
    const noNav = texts(card({ nav: null }));
    expect(noNav).not.toContain('NAV');
    expect(noNav.some((t) => t.startsWith('As of'))).toBe(false);
    expect(noNav).toContain('+5.23%');

    const noYtd = texts(card({ ytdReturn: null }));
    expect(noYtd).not.toContain('Year to date');
    expect(noYtd).toContain('CHF\u00a01,234.56');

    expect(texts(card({ nav: null, ytdReturn: null }))).toEqual([
      'Demo Global Equity Fund A CHF',
      'Share class A · CHF',
      'Demo AM',
    ]);
  });

  it('writes the share class line without a class for a product that has none', () => {
    expect(texts(card({ shareClass: null }))[1]).toBe('CHF');
  });

  it('colours the YTD return by its sign', () => {
    expect(card({ ytdReturn: 0.01 })).toContain(`fill="${BRAND_COLORS.success}">+1.00%`);
    expect(card({ ytdReturn: -0.0523 })).toContain(`fill="${BRAND_COLORS.danger}">-5.23%`);
    expect(card({ ytdReturn: 0 })).toContain('fill="#1e1e2d">0.00%');
    expect(card({ ytdReturn: -0.00001 })).toContain('fill="#1e1e2d">0.00%');
  });

  it('formats German numbers and dates as the factsheet does, with German labels', () => {
    const t = texts(card({ lang: 'de', ytdReturn: -0.0523 }));
    expect(t).toEqual([
      'Demo Global Equity Fund A CHF',
      'Anteilsklasse A · CHF',
      'NAV',
      '1.234,56\u00a0CHF',
      'Stand 27. November 2026',
      'Seit Jahresbeginn',
      '-5,23\u00a0%',
      'Demo AM',
    ]);
  });

  it('draws French digit groups with a space the font has', () => {
    const t = texts(card({ lang: 'fr', nav: { value: 1234.56, date: '2026-11-27' } }));
    expect(t).toContain('1\u00a0234,56\u00a0CHF');
    expect(t.join('')).not.toContain('\u202f');
    expect(t).toContain('VNI');
    expect(t).toContain('Au 27 novembre 2026');
  });

  it('puts the organisation on a band of the primary colour, in a readable ink', () => {
    expect(card()).toMatch(
      /<rect y="554" width="1200" height="76" fill="#001b6c"\/>\n<text [^>]*fill="#ffffff">Demo AM/,
    );
    expect(card({ primaryColor: '#ffd54f' })).toMatch(/fill="#ffd54f"\/>\n<text [^>]*fill="#1e1e2d">Demo AM/);
    // Anything but a colour never reaches an attribute.
    expect(card({ primaryColor: '"/><script>' })).toContain(`fill="${BRAND_COLORS.primary}"/>`);
  });
});
