import type { Language } from '../constants.js';
import { isoDateSchema } from '../tenant/common.js';
import { isChartType, isMediaType, isWeightedType, type GenericComponentType } from './component-types.js';

/*
 * What a generic component must contain before it is saved (seed 000 §4-§5: never empty or partly filled; chart
 * values numeric; weights summing to 100 within a tolerance). One function for the editor (live, per field) and for
 * the components API (which refuses the save): every issue names the language, and the field, row, column and value
 * it is about, so the editor can translate it.
 */

/** Pie and donut weights are percentages: their sum must be 100 give or take this (rounded weights). */
export const WEIGHTS_EXPECTED_SUM = 100;
export const WEIGHTS_TOLERANCE = 0.5;

export type ComponentIssueCode =
  /** No language has any content. */
  | 'noContent'
  | 'textRequired'
  | 'mediaRequired'
  /** An image component given a video, or the other way round. */
  | 'mediaKind'
  /** The media it points at is not an upload of the product (or of its link group). */
  | 'mediaUnknown'
  | 'rowsRequired'
  /** A table needs both column headers. */
  | 'columnRequired'
  | 'keyRequired'
  | 'keyDuplicate'
  /** A line chart row's name must be a date YYYY-MM-DD. */
  | 'dateInvalid'
  | 'valueRequired'
  | 'valueNotNumber'
  | 'weightsSum'
  /** Every language needs the same number of rows. */
  | 'rowCount';

export interface ComponentIssue {
  code: ComponentIssueCode;
  lang?: Language;
  /** 1-based row or column, as the editor shows them. */
  row?: number;
  column?: number;
  value?: string;
  /** `weightsSum`: the current sum and what it must be. */
  sum?: number;
  expected?: number;
}

/** The fields the rules read (the stored content and the API body share them). */
export interface ContentShape {
  title?: string;
  text?: string | undefined;
  media?: { contentType: string } | undefined;
  columns?: readonly string[] | undefined;
  rows?: readonly { key: string; value: string | number }[];
  footnote?: string;
}

/** A table cell or chart value as typed: a number with a decimal point (no thousands separators), else the text. */
export function chartValue(raw: string | number): string | number {
  if (typeof raw === 'number') return raw;
  const s = raw.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s) ? Number(s) : raw;
}

/** Sum of a chart's values that are numbers (the editor shows it live; the rule below checks it). */
export function weightsSum(rows: readonly { value: string | number }[]): number {
  const sum = rows.reduce((acc, r) => {
    const v = chartValue(r.value);
    return typeof v === 'number' && Number.isFinite(v) ? acc + v : acc;
  }, 0);
  // Sums of decimals (33.3 + 33.3 + 33.4) must not show as 99.99999999999999.
  return Math.round(sum * 1e6) / 1e6;
}

export const weightsWithinTolerance = (sum: number): boolean =>
  Math.abs(sum - WEIGHTS_EXPECTED_SUM) <= WEIGHTS_TOLERANCE + 1e-9;

const blank = (s: string | undefined): boolean => s === undefined || s.trim() === '';
/** Rich text with no visible text (the editor's empty document is `<p></p>`). */
const blankHtml = (html: string | undefined): boolean =>
  blank(html?.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '));

/** A language the editor left untouched: nothing in any field. Such a language is left out, not "partly filled". */
export function isEmptyContent(c: ContentShape): boolean {
  return (
    blank(c.title) &&
    blankHtml(c.text) &&
    c.media === undefined &&
    blank(c.footnote) &&
    (c.columns ?? []).every((h) => blank(h)) &&
    (c.rows ?? []).every((r) => blank(r.key) && blank(String(r.value)))
  );
}

function rowIssues(type: GenericComponentType, c: ContentShape, lang: Language): ComponentIssue[] {
  const rows = c.rows ?? [];
  if (rows.length === 0) return [{ code: 'rowsRequired', lang }];
  const issues: ComponentIssue[] = [];
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const row = i + 1;
    const key = r.key.trim();
    if (key === '') issues.push({ code: 'keyRequired', lang, row, column: 1 });
    else if (type === 'line-chart' && !isoDateSchema.safeParse(key).success) {
      issues.push({ code: 'dateInvalid', lang, row, column: 1, value: key });
    } else if (seen.has(key)) issues.push({ code: 'keyDuplicate', lang, row, column: 1, value: key });
    seen.add(key);
    if (blank(String(r.value))) issues.push({ code: 'valueRequired', lang, row, column: 2 });
    else if (isChartType(type) && (typeof r.value !== 'number' || !Number.isFinite(r.value))) {
      issues.push({ code: 'valueNotNumber', lang, row, column: 2, value: String(r.value) });
    }
  });
  if (isWeightedType(type) && issues.length === 0) {
    const sum = weightsSum(rows);
    if (!weightsWithinTolerance(sum)) {
      issues.push({ code: 'weightsSum', lang, sum, expected: WEIGHTS_EXPECTED_SUM });
    }
  }
  return issues;
}

/** The problems of one language's content for a component of `type`; `[]` when it may be saved. */
export function languageContentIssues(
  type: GenericComponentType,
  c: ContentShape,
  lang: Language,
): ComponentIssue[] {
  if (type === 'text') return blankHtml(c.text) ? [{ code: 'textRequired', lang }] : [];
  if (isMediaType(type)) {
    if (!c.media) return [{ code: 'mediaRequired', lang }];
    return c.media.contentType.startsWith(`${type}/`)
      ? []
      : [{ code: 'mediaKind', lang, value: c.media.contentType }];
  }
  const issues: ComponentIssue[] = [];
  if (type === 'table') {
    [0, 1].forEach((i) => {
      if (blank(c.columns?.[i])) issues.push({ code: 'columnRequired', lang, column: i + 1 });
    });
  }
  return [...issues, ...rowIssues(type, c, lang)];
}

/** Every language's problems; a component needs content in at least one language. */
export function componentContentIssues(
  type: GenericComponentType,
  content: Partial<Record<Language, ContentShape>>,
): ComponentIssue[] {
  const entries = Object.entries(content) as [Language, ContentShape][];
  if (entries.length === 0) return [{ code: 'noContent' }];
  return entries.flatMap(([lang, c]) => languageContentIssues(type, c, lang));
}

/** Tables and charts: every language has the same rows (translated names), so the same number of them. */
export function rowCountIssue(
  type: GenericComponentType,
  content: Partial<Record<Language, ContentShape>>,
): ComponentIssue | null {
  if (type === 'text' || isMediaType(type)) return null;
  const counts = new Set(Object.values(content).map((c) => c.rows?.length ?? 0));
  return counts.size > 1 ? { code: 'rowCount' } : null;
}

/** An issue in English, for logs and API messages (the editor translates the code). */
export function describeComponentIssue(issue: ComponentIssue): string {
  const where = [
    issue.row === undefined ? null : `row ${issue.row}`,
    issue.column === undefined ? null : `column ${issue.column}`,
    issue.value === undefined ? null : `value "${issue.value}"`,
    issue.sum === undefined ? null : `sum ${issue.sum}, expected ${issue.expected ?? WEIGHTS_EXPECTED_SUM}`,
  ].filter(Boolean);
  return where.length > 0 ? `${issue.code} (${where.join(', ')})` : issue.code;
}
