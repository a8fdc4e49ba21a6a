/**
 * Every number and date shown in the UI goes through these `Intl` helpers (STYLE.md §7). `null`/`undefined`/NaN in
 * means `null` out, so callers show the translated "n/a" instead of a fake 0.
 *
 * Numbers use dot decimals and comma thousands in every language (seed 000 §9 "Number format"), so figures read the
 * same on every language version of a factsheet; dates follow the UI language.
 */
export const NUMBER_LOCALE = 'en-US';

type Maybe = number | null | undefined;
const isNumber = (value: Maybe): value is number => typeof value === 'number' && Number.isFinite(value);

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `0.0123` → `+1.23%` (signed by default: returns and changes); zero has no sign. */
export function formatPercent(
  value: Maybe,
  options: { signed?: boolean; digits?: number } = {},
): string | null {
  if (!isNumber(value)) return null;
  const digits = options.digits ?? 2;
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed === false ? 'auto' : 'exceptZero',
  }).format(value);
}

/** A price with two decimals (seed 000 §9 "last price two decimals"), optionally with its currency code. */
export function formatPrice(value: Maybe, currency?: string): string | null {
  if (!isNumber(value)) return null;
  const text = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return currency ? `${text} ${currency}` : text;
}

/** A plain number with a fixed number of decimals; `signed` adds `+` to positive values (price changes). */
export function formatNumber(
  value: Maybe,
  options: { digits?: number; signed?: boolean } = {},
): string | null {
  if (!isNumber(value)) return null;
  const digits = options.digits ?? 2;
  return numberFormat({
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** Values over 999 as `k` with one decimal (seed 000 §9): `1234` → `1.2k`, `-2500` → `-2.5k`, `999` → `999`. */
export function formatCompact(value: Maybe): string | null {
  if (!isNumber(value)) return null;
  if (Math.abs(value) > 999) {
    return `${numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 1000)}k`;
  }
  return numberFormat({ maximumFractionDigits: 2 }).format(value);
}

/** Assets under management in millions with one decimal (seed 000 §9): `12_345_678` → `12.3M`. */
export function formatMillions(value: Maybe): string | null {
  if (!isNumber(value)) return null;
  return `${numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 1_000_000)}M`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One formatter per language and style: an `Intl` constructor costs far more than a `format` call. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: string, style: 'short' | 'medium' | 'long'): Intl.DateTimeFormat {
  const key = `${lang}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A `YYYY-MM-DD` calendar date in the UI language. The date is a calendar day, not an instant: it is formatted in
 * UTC so no time zone can shift it to the previous day.
 */
export function formatDate(
  isoDate: string | null | undefined,
  lang: string,
  style: 'short' | 'medium' | 'long' = 'medium',
): string | null {
  const match = isoDate ? ISO_DATE.exec(isoDate) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(lang, style).format(date);
}

/**
 * A date range the locale's way (`Intl.DateTimeFormat.formatRange`): "Feb 20 – Dec 31, 2020", "20.02.–31.12.2020".
 * Null when either date is not an ISO date.
 */
export function formatDateRange(
  startIso: string | null | undefined,
  endIso: string | null | undefined,
  lang: string,
): string | null {
  const parse = (iso: string | null | undefined): Date | null => {
    const match = iso ? ISO_DATE.exec(iso) : null;
    if (!match) return null;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return Number.isNaN(date.getTime()) ? null : date;
  };
  const start = parse(startIso);
  const end = parse(endIso);
  if (!start || !end) return null;
  // ICU versions space the range's dash differently (Node 20: thin spaces; Debian's Chromium: plain ones): plain
  // spaces, so a page the server rendered reads the same once the browser has taken it over (hydration compares).
  return dateFormat(lang, 'medium')
    .formatRange(start, end)
    .replace(/[\u2009\u202f]/g, ' ');
}

/** The current year in the visitor's time zone (copyright line). */
export const currentYear = (now: Date = new Date()): number => now.getFullYear();

/**
 * Sign of a return for colouring: positive green, negative red, zero/unknown neutral. With the `formatted` text, a
 * value shown as zero ("0.00%": a change of -0.0000001 from floating point, or below the shown precision) is neutral
 * too, so the colour never contradicts the figure the reader sees.
 */
export function trendOf(value: Maybe, formatted?: string | null): 'up' | 'down' | 'flat' {
  if (!isNumber(value) || value === 0) return 'flat';
  if (formatted != null && !/[1-9]/.test(formatted)) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/**
 * An instant as the day and time in a given time zone, in the UI language, followed by the zone's name given by the
 * caller (the subscription cut-off: "Nov 25, 2026, 12:00 CET", "25. Nov. 2026, 12:00 CET").
 */
export function formatInstantIn(instant: Date, lang: string, timeZone: string, zoneName: string): string {
  const text = new Intl.DateTimeFormat(lang, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${text} ${zoneName}`;
}
