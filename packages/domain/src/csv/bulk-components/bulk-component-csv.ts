import { LANGUAGES, type Language } from '../../constants.js';
import {
  COMPONENT_PAGES,
  IMPORTABLE_COMPONENT_TYPES,
  isChartType,
  type ComponentPage,
} from '../../components/component-types.js';
import {
  WEIGHTS_EXPECTED_SUM,
  WEIGHTS_TOLERANCE,
  chartValue,
  componentContentIssues,
  rowCountIssue,
  type ComponentIssue,
} from '../../components/content-rules.js';
import { locationKey, sameLocation, type Location } from '../../components/linking.js';
import type { ComponentContent, ComponentRow, GenericComponent } from '../../schemas/components.js';
import {
  CSV_MAX_ERRORS,
  csvLinesOf,
  detectDelimiter,
  normaliseHeader,
  numberTextProblem,
  splitCsvRow as splitCsvFields,
  type CsvError,
  type CsvMessageParams,
} from '../core/index.js';

/*
 * The bulk component CSV of /admin/operations/update-bulk-components (seed 000 §3 "Import rows", §5 "Bulk component
 * CSV", §8 "Bulk component import"): one row per table or chart row of a component in one language,
 *
 *   product_id,component_id,type,language,key,value,page
 *
 * The import UPDATES components that exist: it replaces the rows of each language the file names and keeps
 * everything else (title, table column headers, footnote, the other languages, links). It cannot create one: a
 * table needs column headers and every component a place on its page, which the CSV does not carry. The component
 * that results must pass the very rules of the editor and the components API (`componentContentIssues`,
 * `rowCountIssue`: numeric chart values, weights summing to 100 within the tolerance, unique names, the same number
 * of rows in every language), so an import never stores what the editor would refuse.
 *
 * Reading is line based (the CSV core, ../core): a row is a line of the file, so the row numbers are those a
 * spreadsheet shows and a broken quote spoils its own row only.
 * Separator `,` or `;` (spreadsheets in German or French locales save `;`), taken from the header. Blank lines are
 * skipped but counted.
 */

export const BULK_COMPONENT_CSV_COLUMNS = [
  'product_id',
  'component_id',
  'type',
  'language',
  'key',
  'value',
  'page',
] as const;
export type BulkComponentCsvColumn = (typeof BULK_COMPONENT_CSV_COLUMNS)[number];

export type ImportableComponentType = (typeof IMPORTABLE_COMPONENT_TYPES)[number];

/** Limits of the stored shape (`componentRowSchema`, `componentContentSchema`): a longer import could not be saved. */
export const BULK_COMPONENT_KEY_MAX = 200;
export const BULK_COMPONENT_VALUE_MAX = 500;
export const BULK_COMPONENT_ROWS_MAX = 500;
/** More lines than any real import (products x components x languages x rows): refused before reading them. */
export const BULK_COMPONENT_CSV_MAX_LINES = 200_000;
/** The errors returned; `moreErrors` counts the rest. */
export const BULK_COMPONENT_CSV_MAX_ERRORS = CSV_MAX_ERRORS;

/** i18n keys of the bulk component CSV errors; their texts: web/src/locales/<lang>/bulk-components.json (../messages.ts). */
export const BULK_COMPONENT_CSV_MESSAGE_KEYS = [
  'csv.components.emptyFile',
  'csv.components.tooManyLines',
  'csv.components.missingHeader',
  'csv.components.badHeader',
  'csv.components.noRows',
  'csv.components.columnCount',
  'csv.components.unterminatedQuote',
  'csv.components.textAfterQuote',
  'csv.components.emptyValue',
  'csv.components.tooLong',
  'csv.components.unknownProduct',
  'csv.components.productNotAuthorized',
  'csv.components.invalidPage',
  'csv.components.invalidType',
  'csv.components.invalidLanguage',
  'csv.components.languageNotAvailable',
  'csv.components.unknownComponent',
  'csv.components.componentPredefined',
  'csv.components.componentNotEditable',
  'csv.components.typeChanged',
  'csv.components.linkedTogether',
  'csv.components.linkedNotAuthorized',
  'csv.components.duplicateKey',
  'csv.components.notANumber',
  'csv.components.invalidNumber',
  'csv.components.decimalComma',
  'csv.components.thousandsSeparator',
  'csv.components.numberTooLarge',
  'csv.components.tooManyRows',
  'csv.components.weightsSum',
  'csv.components.rowCount',
  'csv.components.tableColumnsMissing',
  'csv.components.contentInvalid',
] as const;
export type BulkComponentCsvMessageKey = (typeof BULK_COMPONENT_CSV_MESSAGE_KEYS)[number];

/** An error of the bulk component CSV (the core's error type; what the message needs is in `params`). */
export type BulkComponentCsvError = CsvError<BulkComponentCsvMessageKey, BulkComponentCsvColumn>;

/** What the file is checked against: the catalogue, the caller's rights, and the components of the products. */
export interface BulkComponentImportContext {
  /** Every product of the catalogue, with the languages it is published in. */
  products: readonly { productId: string; availableLanguages: readonly Language[] }[];
  /** The products the caller may update (their admin rights). */
  updatableProductIds: readonly string[];
  /** The stored components of the products the file names (others are not needed). */
  components: readonly ExistingComponent[];
}

export interface ExistingComponent {
  productId: string;
  component: Pick<GenericComponent, 'id' | 'page' | 'type' | 'content' | 'links' | 'predefined' | 'editable'>;
}

/** One component to save: its whole new content, written to it and its linked copies like an editor save. */
export interface BulkComponentUpdate {
  componentId: string;
  type: ImportableComponentType;
  /** The languages whose rows the file replaces, in the order they first appear. */
  languages: Language[];
  /** The content after the import: the file's rows in those languages, everything else as stored. */
  content: Partial<Record<Language, ComponentContent>>;
  /** The other locations of its link group: they get the same content (the caller may update them all). */
  links: Location[];
  /** The file row where the component first appears (for the preview). */
  firstRow: number;
}

/** The updates of one page of one product, in file order. */
export interface BulkComponentPageUpdates {
  productId: string;
  page: ComponentPage;
  components: BulkComponentUpdate[];
}

export type BulkComponentCsvResult =
  | { ok: true; pages: BulkComponentPageUpdates[] }
  | { ok: false; errors: BulkComponentCsvError[]; moreErrors: number };

/** A data row as read, with the cells that passed their checks in their typed form. */
interface Row {
  row: number;
  cells: Record<BulkComponentCsvColumn, string>;
  type: ImportableComponentType | null;
  language: Language | null;
  page: ComponentPage | null;
  /** The columns with an error (an empty set: the row is fine so far). */
  bad: Set<BulkComponentCsvColumn>;
}

/** The rows of one component (product, page, id) of a product the caller may update, in file order. */
interface Group {
  location: Location;
  componentId: string;
  existing: ExistingComponent['component'] | undefined;
  rows: Row[];
  /** Any error of the component or of one of its rows: no update is built from it. */
  failed: boolean;
  /** The content after the import, and the languages the file gives, once the content rules ran. */
  content?: Partial<Record<Language, ComponentContent>>;
  languages?: Language[];
}

const HEADER_NAMES: Record<BulkComponentCsvColumn, readonly string[]> = {
  product_id: ['productid', 'product'],
  component_id: ['componentid', 'component'],
  type: ['type', 'componenttype'],
  language: ['language', 'lang'],
  key: ['key', 'name'],
  value: ['value'],
  page: ['page'],
};

const NAN_RE = /^[+-]?nan$/i;

const includes = <T extends string>(list: readonly T[], s: string): s is T =>
  (list as readonly string[]).includes(s);

class ErrorList {
  readonly all: BulkComponentCsvError[] = [];
  add(e: BulkComponentCsvError): void {
    this.all.push(e);
  }
  /** Every error in file order (row, then column), the first `BULK_COMPONENT_CSV_MAX_ERRORS` of them. */
  result(): { ok: false; errors: BulkComponentCsvError[]; moreErrors: number } {
    const col = (e: BulkComponentCsvError) =>
      e.column === null ? -1 : BULK_COMPONENT_CSV_COLUMNS.indexOf(e.column);
    const sorted = this.all
      .map((e, i) => ({ e, i }))
      .sort((a, b) => a.e.row - b.e.row || col(a.e) - col(b.e) || a.i - b.i)
      .map((x) => x.e);
    const errors = sorted.slice(0, BULK_COMPONENT_CSV_MAX_ERRORS);
    return { ok: false, errors, moreErrors: sorted.length - errors.length };
  }
}

/** `,` unless the header has more `;` (a spreadsheet saving in a locale with decimal commas). */
const delimiterOf = (headerLine: string): ',' | ';' => detectDelimiter(headerLine, [',', ';']);

/** `true` when the line (row `row`) has one field per column of the format; else a `columnCount` error. */
function hasColumnCount(fields: readonly string[], row: number, line: string, errors: ErrorList): boolean {
  if (fields.length === BULK_COMPONENT_CSV_COLUMNS.length) return true;
  errors.add({
    row,
    column: null,
    value: line,
    messageKey: 'csv.components.columnCount',
    params: { expected: BULK_COMPONENT_CSV_COLUMNS.length, found: fields.length },
  });
  return false;
}

/** Checks the header (row `row`); `true` when the columns are those of the format, in order. */
function checkHeader(fields: readonly string[], row: number, line: string, errors: ErrorList): boolean {
  const names = fields.map(normaliseHeader);
  const known = BULK_COMPONENT_CSV_COLUMNS.some((c) => names.some((n) => HEADER_NAMES[c].includes(n)));
  if (!known) {
    errors.add({ row, column: null, value: line, messageKey: 'csv.components.missingHeader' });
    return false;
  }
  if (!hasColumnCount(fields, row, line, errors)) return false;
  let ok = true;
  BULK_COMPONENT_CSV_COLUMNS.forEach((column, k) => {
    if (!HEADER_NAMES[column].includes(names[k] ?? '')) {
      errors.add({
        row,
        column,
        value: fields[k] ?? '',
        messageKey: 'csv.components.badHeader',
        params: { expected: column },
      });
      ok = false;
    }
  });
  return ok;
}

interface Lookup {
  products: Map<string, readonly Language[]>;
  updatable: Set<string>;
  components: Map<string, ExistingComponent['component']>;
}

const componentKey = (l: Location, id: string): string => `${locationKey(l)}/${id}`;

function lookupOf(context: BulkComponentImportContext): Lookup {
  return {
    products: new Map(context.products.map((p) => [p.productId, p.availableLanguages])),
    updatable: new Set(context.updatableProductIds),
    components: new Map(
      context.components.map((c) => [
        componentKey({ productId: c.productId, page: c.component.page }, c.component.id),
        c.component,
      ]),
    ),
  };
}

function failCell(
  r: Row,
  column: BulkComponentCsvColumn,
  messageKey: BulkComponentCsvMessageKey,
  errors: ErrorList,
  params?: CsvMessageParams,
): void {
  errors.add({ row: r.row, column, value: r.cells[column], messageKey, ...(params ? { params } : {}) });
  r.bad.add(column);
}

/** The checks of each cell on its own and against the catalogue and the caller's rights. */
function checkCells(r: Row, lookup: Lookup, errors: ErrorList): void {
  const c = r.cells;
  for (const column of BULK_COMPONENT_CSV_COLUMNS) {
    if (c[column] === '') failCell(r, column, 'csv.components.emptyValue', errors);
  }
  const languages = lookup.products.get(c.product_id);
  if (c.product_id !== '') {
    if (!languages) failCell(r, 'product_id', 'csv.components.unknownProduct', errors);
    else if (!lookup.updatable.has(c.product_id)) {
      failCell(r, 'product_id', 'csv.components.productNotAuthorized', errors);
    }
  }
  const page = c.page.toLowerCase();
  if (includes(COMPONENT_PAGES, page)) r.page = page;
  else if (c.page !== '') failCell(r, 'page', 'csv.components.invalidPage', errors);
  const type = c.type.toLowerCase();
  if (includes(IMPORTABLE_COMPONENT_TYPES, type)) r.type = type;
  else if (c.type !== '') {
    failCell(r, 'type', 'csv.components.invalidType', errors, {
      allowed: IMPORTABLE_COMPONENT_TYPES.join(', '),
    });
  }
  const language = c.language.toLowerCase();
  if (!includes(LANGUAGES, language)) {
    if (c.language !== '') {
      failCell(r, 'language', 'csv.components.invalidLanguage', errors, { allowed: LANGUAGES.join(', ') });
    }
  } else if (languages && !languages.includes(language)) {
    failCell(r, 'language', 'csv.components.languageNotAvailable', errors, {
      available: languages.join(', '),
    });
  } else r.language = language;
  for (const [column, max] of [
    ['key', BULK_COMPONENT_KEY_MAX],
    ['value', BULK_COMPONENT_VALUE_MAX],
  ] as const) {
    // What a spreadsheet or a data-frame export writes for a missing value (seed 000 §5 "no NaN").
    if (NAN_RE.test(c[column])) failCell(r, column, 'csv.components.notANumber', errors);
    else if (c[column].length > max) failCell(r, column, 'csv.components.tooLong', errors, { max });
  }
}

/** The data rows (after the header at `headerIndex`), each checked on its own; blank lines are skipped. */
function readRows(
  lines: readonly string[],
  headerIndex: number,
  delimiter: string,
  lookup: Lookup,
  errors: ErrorList,
): Row[] {
  const rows: Row[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const row = i + 1;
    if (line.trim() === '') continue;
    const split = splitCsvFields(line, delimiter);
    if (!split.ok) {
      errors.add({ row, column: null, value: line, messageKey: `csv.components.${split.problem}` });
      continue;
    }
    const fields = split.fields.map((f) => f.trim());
    if (fields.every((f) => f === '')) continue;
    if (!hasColumnCount(fields, row, line, errors)) continue;
    const cells = Object.fromEntries(
      BULK_COMPONENT_CSV_COLUMNS.map((c, k) => [c, fields[k] ?? '']),
    ) as Record<BulkComponentCsvColumn, string>;
    const r: Row = { row, cells, type: null, language: null, page: null, bad: new Set() };
    checkCells(r, lookup, errors);
    rows.push(r);
  }
  return rows;
}

/**
 * The rows per component, for the products the caller may update; checks that the component exists, may be
 * imported, and keeps its type (seed 000 §5: "one type per component", "editable and not predefined").
 */
function groupRows(rows: readonly Row[], lookup: Lookup, errors: ErrorList): Group[] {
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const productId = r.cells.product_id;
    const componentId = r.cells.component_id;
    if (!r.page || componentId === '' || r.bad.has('product_id') || productId === '') continue;
    const location = { productId, page: r.page };
    const key = componentKey(location, componentId);
    let group = groups.get(key);
    if (!group) {
      group = { location, componentId, existing: lookup.components.get(key), rows: [], failed: false };
      groups.set(key, group);
      const at = { row: r.row, column: 'component_id' as const, value: componentId };
      const { existing } = group;
      if (!existing) {
        errors.add({ ...at, messageKey: 'csv.components.unknownComponent', params: { page: r.page } });
      } else if (existing.predefined) errors.add({ ...at, messageKey: 'csv.components.componentPredefined' });
      else if (!existing.editable) errors.add({ ...at, messageKey: 'csv.components.componentNotEditable' });
      group.failed = !existing || existing.predefined || !existing.editable;
    }
    const stored = group.existing?.type;
    if (stored !== undefined && r.type !== null && r.type !== stored) {
      failCell(r, 'type', 'csv.components.typeChanged', errors, { expected: stored });
    }
    group.rows.push(r);
  }
  for (const group of groups.values()) {
    if (group.rows.some((r) => r.bad.size > 0)) group.failed = true;
  }
  return [...groups.values()];
}

/** Why a chart value is not a number: the most helpful message for what was typed. */
function numberProblem(raw: string): BulkComponentCsvMessageKey {
  // Called for a value the content rules refused: a well-formed number is then one too large for a double.
  const problem = numberTextProblem(raw, { ambiguousComma: 'decimal' });
  return problem ? `csv.components.${problem}` : 'csv.components.numberTooLarge';
}

/** The file row where `key` first appears among `rows` (one index per language, built on the first duplicate). */
function firstRowOfKey(rows: Row[], key: string, cache: Map<Row[], Map<string, number>>): number {
  let index = cache.get(rows);
  if (!index) {
    index = new Map();
    for (const r of rows) if (!index.has(r.cells.key)) index.set(r.cells.key, r.row);
    cache.set(rows, index);
  }
  return index.get(key) ?? 1;
}

const emptyContent = (): ComponentContent => ({ title: '', rows: [], footnote: '' });

/**
 * Builds the component's content after the import and runs the editor's content rules on it. Problems of a row
 * (a repeated name, a value that is not a number) are reported at their file row; problems of the whole content
 * (weights, column headers, row counts) only when every row of the component is fine, since a row left out would
 * make them wrong.
 */
function checkContent(group: Group, errors: ErrorList): void {
  const stored = group.existing?.type;
  const type = stored ? (includes(IMPORTABLE_COMPONENT_TYPES, stored) ? stored : null) : group.rows[0]?.type;
  if (!type) return;
  const byLanguage = new Map<Language, Row[]>();
  for (const r of group.rows) {
    if (!r.language || r.bad.has('key') || r.bad.has('value')) continue;
    const rows = byLanguage.get(r.language);
    if (rows) rows.push(r);
    else byLanguage.set(r.language, [r]);
  }
  const content: Partial<Record<Language, ComponentContent>> = { ...(group.existing?.content ?? {}) };
  for (const [language, rows] of byLanguage) {
    const newRows: ComponentRow[] = rows.map((r) => ({
      key: r.cells.key,
      value: isChartType(type) ? chartValue(r.cells.value) : r.cells.value,
    }));
    content[language] = { ...(content[language] ?? emptyContent()), rows: newRows };
    if (rows.length > BULK_COMPONENT_ROWS_MAX) {
      const first = rows[0];
      if (first) {
        errors.add({
          row: first.row,
          column: 'language',
          value: language,
          messageKey: 'csv.components.tooManyRows',
          params: { max: BULK_COMPONENT_ROWS_MAX, found: rows.length },
        });
      }
      group.failed = true;
    }
  }
  const issues = componentContentIssues(type, content);
  const wholeContent: ComponentIssue[] = [];
  const firstRows = new Map<Row[], Map<string, number>>();
  for (const issue of issues) {
    const rows = issue.lang ? byLanguage.get(issue.lang) : undefined;
    const r = issue.row === undefined ? undefined : rows?.[issue.row - 1];
    if (!rows || !r) wholeContent.push(issue);
    else if (issue.code === 'keyDuplicate') {
      failCell(r, 'key', 'csv.components.duplicateKey', errors, {
        firstRow: firstRowOfKey(rows, r.cells.key, firstRows),
      });
      group.failed = true;
    } else if (issue.code === 'valueNotNumber') {
      failCell(r, 'value', numberProblem(r.cells.value), errors);
      group.failed = true;
    } else wholeContent.push(issue);
  }
  const rowCount = rowCountIssue(type, content);
  if (group.failed) return;
  reportWholeContent(group, type, wholeContent, byLanguage, errors);
  if (rowCount) {
    const first = group.rows[0];
    const counts = Object.entries(content).map(([lang, c]) => `${lang} ${c.rows.length}`);
    errors.add({
      row: first?.row ?? 1,
      column: null,
      value: group.componentId,
      messageKey: 'csv.components.rowCount',
      params: { counts: counts.join(', ') },
    });
    group.failed = true;
  }
  if (wholeContent.length > 0) group.failed = true;
  group.content = content;
  group.languages = [...byLanguage.keys()];
}

/** Problems of a language's whole content, at the first row of that language (or of the component). */
function reportWholeContent(
  group: Group,
  type: ImportableComponentType,
  issues: readonly ComponentIssue[],
  byLanguage: ReadonlyMap<Language, Row[]>,
  errors: ErrorList,
): void {
  const reported = new Set<string>();
  for (const issue of issues) {
    const language = issue.lang ?? '';
    const at = {
      row: (issue.lang ? byLanguage.get(issue.lang)?.[0]?.row : undefined) ?? group.rows[0]?.row ?? 1,
      column: 'language' as const,
      value: language,
    };
    if (issue.code === 'weightsSum') {
      errors.add({
        ...at,
        column: 'value',
        value: String(issue.sum ?? ''),
        messageKey: 'csv.components.weightsSum',
        params: {
          type,
          language,
          sum: issue.sum ?? 0,
          expected: issue.expected ?? WEIGHTS_EXPECTED_SUM,
          tolerance: WEIGHTS_TOLERANCE,
        },
      });
    } else if (issue.code === 'columnRequired' && issue.lang && byLanguage.has(issue.lang)) {
      // Both headers missing is one problem: the language is new to the table.
      if (reported.has(`columns/${language}`)) continue;
      reported.add(`columns/${language}`);
      errors.add({ ...at, messageKey: 'csv.components.tableColumnsMissing', params: { language } });
    } else {
      if (reported.has(`${issue.code}/${language}`)) continue;
      reported.add(`${issue.code}/${language}`);
      errors.add({
        ...at,
        messageKey: 'csv.components.contentInvalid',
        params: { language, code: issue.code },
      });
    }
  }
}

/**
 * Linked components are saved together by the components API (every copy gets the content), so the file may name
 * only one location of a link group (seed 000 §5 "linked components must not be updated together"), and the caller
 * must be allowed to update every copy, as in the editor.
 */
function checkLinks(groups: readonly Group[], lookup: Lookup, errors: ErrorList): void {
  const seen = new Map<string, Group[]>();
  for (const group of groups) {
    const { existing } = group;
    if (!existing) continue;
    const at = { row: group.rows[0]?.row ?? 1, column: 'component_id' as const, value: group.componentId };
    for (const link of existing.links) {
      if (lookup.updatable.has(link.productId)) continue;
      errors.add({
        ...at,
        messageKey: 'csv.components.linkedNotAuthorized',
        params: { productId: link.productId, page: link.page },
      });
      group.failed = true;
    }
    const earlier = seen.get(group.componentId) ?? [];
    for (const other of earlier) {
      const linked =
        existing.links.some((l) => sameLocation(l, other.location)) ||
        (other.existing?.links ?? []).some((l) => sameLocation(l, group.location));
      if (!linked) continue;
      errors.add({
        ...at,
        messageKey: 'csv.components.linkedTogether',
        params: { ...other.location, firstRow: other.rows[0]?.row ?? 1 },
      });
      group.failed = true;
    }
    earlier.push(group);
    seen.set(group.componentId, earlier);
  }
}

/** The updates per product and page, in the order they first appear in the file. */
function pagesOf(groups: readonly Group[]): BulkComponentPageUpdates[] {
  const pages = new Map<string, BulkComponentPageUpdates>();
  for (const group of groups) {
    const { existing, content, languages } = group;
    if (!existing || !content || !languages || !includes(IMPORTABLE_COMPONENT_TYPES, existing.type)) continue;
    const key = locationKey(group.location);
    const page = pages.get(key) ?? { ...group.location, components: [] };
    pages.set(key, page);
    page.components.push({
      componentId: group.componentId,
      type: existing.type,
      languages,
      content,
      links: existing.links.map((l) => ({ productId: l.productId, page: l.page })),
      firstRow: group.rows[0]?.row ?? 1,
    });
  }
  return [...pages.values()];
}

/**
 * Parses and validates a bulk component CSV against the catalogue, the caller's rights and the stored components.
 * Returns the component updates per product and page, or **every** error found (by row, column and value; the
 * first `BULK_COMPONENT_CSV_MAX_ERRORS`, with `moreErrors` counting the rest), never both: nothing is applied from
 * a file with an error. Never throws, whatever the text.
 */
export function parseBulkComponentCsv(
  text: string,
  context: BulkComponentImportContext,
): BulkComponentCsvResult {
  const errors = new ErrorList();
  const lines = csvLinesOf(text);
  if (lines.length > BULK_COMPONENT_CSV_MAX_LINES) {
    errors.add({
      row: BULK_COMPONENT_CSV_MAX_LINES + 1,
      column: null,
      value: '',
      messageKey: 'csv.components.tooManyLines',
      params: { max: BULK_COMPONENT_CSV_MAX_LINES },
    });
    return errors.result();
  }
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  const headerLine = lines[headerIndex];
  if (headerLine === undefined) {
    errors.add({ row: 1, column: null, value: '', messageKey: 'csv.components.emptyFile' });
    return errors.result();
  }
  const delimiter = delimiterOf(headerLine);
  const header = splitCsvFields(headerLine, delimiter);
  const row = headerIndex + 1;
  if (!header.ok) {
    errors.add({ row, column: null, value: headerLine, messageKey: `csv.components.${header.problem}` });
    return errors.result();
  }
  if (!checkHeader(header.fields, row, headerLine, errors)) return errors.result();

  const lookup = lookupOf(context);
  const rows = readRows(lines, headerIndex, delimiter, lookup, errors);
  if (rows.length === 0 && errors.all.length === 0) {
    errors.add({ row, column: null, value: headerLine, messageKey: 'csv.components.noRows' });
  }
  const groups = groupRows(rows, lookup, errors);
  for (const group of groups) checkContent(group, errors);
  checkLinks(groups, lookup, errors);
  if (errors.all.length > 0) return errors.result();
  return { ok: true, pages: pagesOf(groups) };
}

/**
 * The product ids the data rows of a file name (first column, trimmed, in file order, once each): the caller loads
 * the stored components of those products only, then runs `parseBulkComponentCsv`. Lines that do not split are
 * skipped here (the parser reports them).
 */
export function bulkComponentCsvProductIds(text: string): string[] {
  const lines = csvLinesOf(text, BULK_COMPONENT_CSV_MAX_LINES + 1);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  const headerLine = lines[headerIndex];
  if (headerLine === undefined) return [];
  const delimiter = delimiterOf(headerLine);
  const ids = new Set<string>();
  for (const line of lines.slice(headerIndex + 1)) {
    const split = splitCsvFields(line, delimiter);
    const id = split.ok ? (split.fields[0] ?? '').trim() : '';
    if (id !== '') ids.add(id);
  }
  return [...ids];
}
