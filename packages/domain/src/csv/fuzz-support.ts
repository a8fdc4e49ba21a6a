/// <reference types="vite/client" />
import fc from 'fast-check';

/*
 * Test support of the importer fuzz suites (`*.fuzz.test.ts`, issue 14 item 3): how many runs, the generators of
 * hostile CSV text, and the check that an error's message key is translated in every language. Only tests import it.
 *
 * `npm test` runs each property `FUZZ_DEFAULT_RUNS` times; `npm run fuzz` sets FUZZ_RUNS=10000.
 */

const FUZZ_DEFAULT_RUNS = 500;

/** Runs per property: `FUZZ_RUNS` when set (npm run fuzz), else the `npm test` count. */
export function fuzzRuns(): number {
  const raw = Number(import.meta.env.FUZZ_RUNS);
  return Number.isInteger(raw) && raw > 0 ? raw : FUZZ_DEFAULT_RUNS;
}

/** Asserts `property` over `fuzzRuns()` inputs and prints the count and time (the fuzz report reads these lines). */
export function assertFuzz<T>(name: string, arbitrary: fc.Arbitrary<T>, predicate: (value: T) => void): void {
  const numRuns = fuzzRuns();
  const started = performance.now();
  fc.assert(fc.property(arbitrary, predicate), { numRuns });
  const ms = Math.round(performance.now() - started);
  console.log(`fuzz | ${name} | ${numRuns} runs | ${ms} ms`);
}

/** Cells that break naive parsers: quotes, separators, line breaks, BOM, odd numbers and dates, unicode, length. */
const hostileCell: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '"',
    '""',
    '"a,b"',
    '"unterminated',
    'a"b',
    '\uFEFF',
    '\r',
    '\n',
    '\r\n',
    ';',
    ',',
    '\t',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    '1e-400',
    '0',
    '-0',
    '-0.5',
    '0x1F',
    '1_000',
    '1,5',
    '1.234,5',
    '1 000',
    '9'.repeat(400),
    '2023-02-30',
    '2023-13-01',
    '2024-02-29',
    '2023-02-29',
    '0000-00-00',
    '9999-12-31',
    '2024-1-1',
    '01.02.2024',
    '__proto__',
    'constructor',
    '=1+1',
    '<script>alert(1)</script>',
    '\u0000',
    '\uD800',
    '😀',
    'Zürich',
    'CHF',
    'USD',
    'CH0012345678',
  ),
  fc.string({ maxLength: 20, unit: 'grapheme' }),
  fc.string({ maxLength: 12, unit: 'binary' }),
  fc.double().map(String),
  fc.integer().map(String),
  fc.string({ minLength: 300, maxLength: 2000 }),
);

const lineBreak = fc.constantFrom('\n', '\r\n', '\r', '\n\n', '\r\r\n');

/** A CSV-shaped file: a header (often the importer's own) and rows of hostile cells, mixed separators and breaks. */
export function csvShapedText(headers: readonly string[][]): fc.Arbitrary<string> {
  const header = fc.oneof(fc.constantFrom(...headers), fc.array(hostileCell, { maxLength: 10 }));
  const row = fc.array(hostileCell, { minLength: 0, maxLength: 10 });
  return fc
    .record({
      bom: fc.boolean(),
      separator: fc.constantFrom(',', ';', '\t'),
      header,
      rows: fc.array(fc.tuple(row, lineBreak), { maxLength: 12 }),
      breakAfterHeader: lineBreak,
    })
    .map(
      ({ bom, separator, header: h, rows, breakAfterHeader }) =>
        (bom ? '\uFEFF' : '') +
        h.join(separator) +
        breakAfterHeader +
        rows.map(([cells, br]) => cells.join(separator) + br).join(''),
    );
}

const mutation = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 8 }),
  insert: fc.oneof(
    fc.string({
      maxLength: 6,
      unit: fc.constantFrom(',', ';', '"', '\n', '\r', ' ', '0', '9', '-', '.', 'e', 'a', '\uFEFF', '\t'),
    }),
    hostileCell,
  ),
});

/** A valid sample with up to five random edits (insertions and deletions anywhere). */
export function mutatedText(samples: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...samples), fc.array(mutation, { minLength: 1, maxLength: 5 }))
    .map(([text, mutations]) =>
      mutations.reduce((t, m) => {
        const at = m.at % (t.length + 1);
        return t.slice(0, at) + m.insert + t.slice(at + m.remove);
      }, text),
    );
}

/** Any text at all: random unicode, random bytes decoded, CSV-shaped text, mutated samples. */
export function hostileCsvText(
  headers: readonly string[][],
  samples: readonly string[],
): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 300, unit: 'binary' }),
    fc.uint8Array({ maxLength: 400 }).map((b) => new TextDecoder().decode(b)),
    csvShapedText(headers),
    mutatedText(samples),
  );
}

/** Number of lines of `text` as the importers count them (any of CRLF, LF, CR ends a line). */
export const lineCount = (text: string): number => text.split(/\r\n|\n|\r/).length;

const locales = import.meta.glob<{ default: unknown }>('../../../../web/src/locales/*/*.json', {
  eager: true,
});
const LOCALE_LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;

function lookup(node: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (n, part) => (n !== null && typeof n === 'object' ? (n as Record<string, unknown>)[part] : undefined),
      node,
    );
}

/** The languages (en, de, fr, pt) whose `<file>.json` has no text for `key`: empty when it is translated in all. */
export function untranslatedIn(file: string, key: string): string[] {
  return LOCALE_LANGUAGES.filter(
    (lang) =>
      typeof lookup(locales[`../../../../web/src/locales/${lang}/${file}.json`]?.default, key) !== 'string',
  );
}

/** The English locale file `<file>.json` (web/src/locales/en), for tests that print errors as the CLI does. */
export function englishLocale(file: string): unknown {
  return locales[`../../../../web/src/locales/en/${file}.json`]?.default;
}
