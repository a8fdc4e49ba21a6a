import { BRAND_COLORS, type Language } from '../constants.js';
import { factsheetFormat } from '../factsheet/build-blocks.js';
import { FACTSHEET_LABELS } from '../factsheet/labels.js';
import type { FontWeight } from '../factsheet/primitives.js';
import { fitText, textWidth, wrapText } from '../factsheet/text.js';
import { escapeXml } from './xml.js';

/*
 * The link-preview image of a product (issue 27 item 4, the Open Graph / Twitter card image): what a chat shows when
 * a product link is pasted, at the size those cards use (1200 × 630, 1.91:1). Drawn as SVG here, rasterised to PNG
 * by the functions (services/site/preview-image.ts) with the factsheet's font, Liberation Sans: text is measured with
 * the same advance widths (../factsheet/text.ts), so a name that is wrapped here fits where it is drawn. Labels are
 * the factsheet's (NAV, year to date, share class, "as of"), numbers and dates `Intl`'s in the visitor's language,
 * as the factsheet formats them (`factsheetFormat`: the plain language tag, e.g. `de` → "1.234,56 CHF").
 */

const PREVIEW_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The tenant's logo: an image data URI (PNG or JPEG) and its size in pixels, drawn to fit the logo box. */
interface PreviewCardLogo {
  href: string;
  width: number;
  height: number;
}

export interface PreviewCardInput {
  lang: Language;
  productName: string;
  /** The share class's name (`A`), null for a product without share classes. */
  shareClass: string | null;
  currency: string;
  /** The latest NAV and its date (ISO); null when there is none a guest may see: the block is left out. */
  nav: { value: number; date: string } | null;
  /** Return since the last price of the previous year, as a fraction; null leaves the block out. */
  ytdReturn: number | null;
  orgName: string;
  /** The tenant's primary colour (`#rrggbb`): the band at the foot of the card. */
  primaryColor: string;
  logo: PreviewCardLogo | null;
}

const { width: W, height: H } = PREVIEW_CARD_SIZE;
const MARGIN = 72;
const TEXT_WIDTH = W - 2 * MARGIN;
const FONT = 'Liberation Sans';
const INK = '#1e1e2d';
const MUTED = '#5e6278';
const LOGO_BOX = { width: 360, height: 84, top: 52 };
const BAND_HEIGHT = 76;
/** Title sizes tried in turn until the name fits in two lines; at the smallest the second line ends with "…". */
const TITLE_SIZES = [64, 56] as const;
const SMALLEST_TITLE_SIZE = 48;
const TITLE_LINE_HEIGHT = 1.16;
/** Font sizes in px: the share-class line, a key figure's label, value and note, the organisation on the band. */
const TYPE = { share: 32, label: 26, value: 58, note: 24, org: 28 } as const;
/** Space between the key figures; the NAV's column is never narrower than 480 px, so YTD sits where the eye expects. */
const COLUMN = { gap: 96, minWidth: 480 } as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The ink on the band: white on a dark primary colour, dark on a light one (WCAG relative luminance above 0.4: a
 * white text there would fall under 3:1, the large-text minimum).
 */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? INK : '#ffffff';
}

/**
 * The product name in at most two lines: the largest title size at which it fits, else the smallest with the second
 * line cut with an ellipsis.
 */
function titleLines(name: string): { size: number; lines: string[] } {
  const text = name.replace(/\s+/g, ' ').trim();
  for (const size of [...TITLE_SIZES, SMALLEST_TITLE_SIZE]) {
    const lines = wrapText(text, TEXT_WIDTH, size, 'bold');
    if (lines.length <= 2) return { size, lines };
  }
  const size = SMALLEST_TITLE_SIZE;
  const [first = '', ...rest] = wrapText(text, TEXT_WIDTH, size, 'bold');
  // The rest, more than a line at this size, ends with an ellipsis after the last word that fits (or is cut, when
  // not even its first word does).
  const words = rest.join(' ').split(' ');
  while (words.length > 1 && textWidth(`${words.join(' ')}…`, size, 'bold') > TEXT_WIDTH) words.pop();
  const second = `${words.join(' ')}…`;
  const fits = textWidth(second, size, 'bold') <= TEXT_WIDTH;
  return { size, lines: [first, fits ? second : fitText(words.join(' '), TEXT_WIDTH, size, 'bold')] };
}

/**
 * `Intl` puts a narrow no-break space (U+202F) into French numbers, which Liberation Sans lacks (it would draw
 * nothing); the no-break space it has keeps the number together just as well.
 */
const drawable = (s: string): string => s.replace(/\u202f/g, '\u00a0');

function text(
  x: number,
  y: number,
  content: string,
  o: { size: number; weight?: FontWeight; fill: string },
): string {
  const weight = o.weight === 'bold' ? ' font-weight="700"' : '';
  return `<text x="${String(x)}" y="${String(y)}" font-size="${String(o.size)}"${weight} fill="${o.fill}">${escapeXml(drawable(content))}</text>`;
}

/** A key figure: its label, the value (large) and an optional note under it; its width for the next column. */
function figure(
  x: number,
  label: string,
  value: string,
  valueFill: string,
  note: string | null,
): { svg: string; width: number } {
  const parts = [
    text(x, 432, label, { size: TYPE.label, fill: MUTED }),
    text(x, 496, value, { size: TYPE.value, weight: 'bold', fill: valueFill }),
    note === null ? '' : text(x, 534, note, { size: TYPE.note, fill: MUTED }),
  ];
  const width = Math.max(
    textWidth(drawable(label), TYPE.label),
    textWidth(drawable(value), TYPE.value, 'bold'),
    note === null ? 0 : textWidth(drawable(note), TYPE.note),
  );
  return { svg: parts.join(''), width };
}

/** The logo scaled to fit the logo box (never enlarged past its own pixels), left-aligned. */
function logoImage(logo: PreviewCardLogo): string {
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
  const w = Math.round(logo.width * scale);
  const h = Math.round(logo.height * scale);
  const y = LOGO_BOX.top + Math.round((LOGO_BOX.height - h) / 2);
  return `<image x="${String(MARGIN)}" y="${String(y)}" width="${String(w)}" height="${String(h)}" href="${escapeXml(logo.href)}"/>`;
}

/** The preview card of a product as an SVG document of {@link PREVIEW_CARD_SIZE}. */
export function previewCardSvg(input: PreviewCardInput): string {
  const labels = FACTSHEET_LABELS[input.lang];
  const f = factsheetFormat(input.lang, input.currency);
  const primary = HEX_COLOR.test(input.primaryColor) ? input.primaryColor : BRAND_COLORS.primary;
  const parts: string[] = [`<rect width="${String(W)}" height="${String(H)}" fill="#ffffff"/>`];
  if (input.logo) parts.push(logoImage(input.logo));

  // The name under the logo (or from the top without one), the share-class line under the name.
  const title = titleLines(input.productName);
  const lineHeight = Math.round(title.size * TITLE_LINE_HEIGHT);
  let y = (input.logo ? 200 : 120) + Math.round(title.size * 0.8);
  for (const line of title.lines) {
    parts.push(text(MARGIN, y, line, { size: title.size, weight: 'bold', fill: INK }));
    y += lineHeight;
  }
  const shareLine = [
    input.shareClass === null ? null : `${labels.keyFigures.shareClass} ${input.shareClass}`,
    input.currency,
  ]
    .filter((s): s is string => s !== null)
    .join(' · ');
  parts.push(
    text(MARGIN, y - lineHeight + 56, fitText(shareLine, TEXT_WIDTH, TYPE.share), {
      size: TYPE.share,
      fill: MUTED,
    }),
  );

  // The key figures side by side: the NAV with its date, then the year-to-date return in green or red.
  let x = MARGIN;
  if (input.nav) {
    const nav = figure(
      x,
      labels.keyFigures.nav,
      f.money(input.nav.value),
      INK,
      labels.asOf.replace('{date}', f.longDate(input.nav.date)),
    );
    parts.push(nav.svg);
    x += Math.max(nav.width + COLUMN.gap, COLUMN.minWidth);
  }
  if (input.ytdReturn !== null) {
    const v = input.ytdReturn;
    const signed = new Intl.NumberFormat(input.lang, {
      style: 'percent',
      signDisplay: 'exceptZero',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(v);
    // Coloured by the sign shown: a return that rounds to 0.00% is neither a gain nor a loss.
    const shown = Math.sign(Math.round(v * 10_000));
    const fill = shown > 0 ? BRAND_COLORS.success : shown < 0 ? BRAND_COLORS.danger : INK;
    parts.push(figure(x, labels.keyFigures.ytd, signed, fill, null).svg);
  }

  // The organisation on a band of the tenant's colour.
  parts.push(
    `<rect y="${String(H - BAND_HEIGHT)}" width="${String(W)}" height="${String(BAND_HEIGHT)}" fill="${primary}"/>`,
    text(MARGIN, H - BAND_HEIGHT / 2 + 10, fitText(input.orgName, TEXT_WIDTH, TYPE.org, 'bold'), {
      size: TYPE.org,
      weight: 'bold',
      fill: inkOn(primary),
    }),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(W)}" height="${String(H)}" viewBox="0 0 ${String(W)} ${String(H)}" font-family="${FONT}">`,
    ...parts,
    '</svg>',
  ].join('\n');
}
