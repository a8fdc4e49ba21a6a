/*
 * File sizes, language names and days of the documents pages, through `Intl` (STYLE.md §7). Apart from
 * ./format.ts so that the landing pages' entry chunk does not carry them. Numbers follow the portal's one number
 * format (dot decimals in every language, seed 000 §9); names and dates the UI language.
 */

const KIB = 1024;
const MIB = KIB * KIB;

const sizeFormats = new Map<string, Intl.NumberFormat>();
function sizeFormat(unit: 'kilobyte' | 'megabyte'): Intl.NumberFormat {
  let format = sizeFormats.get(unit);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    sizeFormats.set(unit, format);
  }
  return format;
}

/**
 * `1_258_291` → `1.2 MB`, `12_345` → `12.1 kB`, `300` → `0.3 kB`. Binary multiples, as the upload limits are
 * (`DOCUMENT_LIMITS`: 30 MB = 30 × 1024 × 1024 bytes). `null` for an unknown or invalid size.
 */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
  return bytes >= MIB
    ? sizeFormat('megabyte').format(bytes / MIB)
    : sizeFormat('kilobyte').format(bytes / KIB);
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the UI language, capitalised for a table cell: `de` in English → `German`. */
export function languageName(lang: string, uiLang: string): string {
  let names = languageNames.get(uiLang);
  if (!names) {
    names = new Intl.DisplayNames([uiLang], { type: 'language' });
    languageNames.set(uiLang, names);
  }
  const name = names.of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(uiLang) + name.slice(1);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day of an instant (an upload's time) in the UI language and the viewer's time zone: what they would call the
 * day it happened. `null` for an invalid date.
 */
export function formatDay(instant: Date | string, uiLang: string): string | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return null;
  let format = dayFormats.get(uiLang);
  if (!format) {
    format = new Intl.DateTimeFormat(uiLang, { dateStyle: 'medium' });
    dayFormats.set(uiLang, format);
  }
  return format.format(date);
}
