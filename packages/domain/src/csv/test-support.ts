/// <reference types="vite/client" />
import fc from 'fast-check';

/*
 * Test support shared by the importer suites (`*.test.ts` beside each importer): reading a fixture file and the
 * random inputs their property tests feed the importers. Only tests import it. The fuzz suites' generators of hostile
 * text are in ./fuzz-support.ts.
 */

/** Every importer's fixture file (`<importer>/fixtures/{ok,not-ok}/*.csv`), keyed by its path from here (`./…`). */
const FIXTURE_FILES = import.meta.glob<string>('./**/fixtures/**/*.csv', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** One importer's fixtures: the files (keyed as in `FIXTURE_FILES`) and a reader of one by its path below them. */
export interface CsvFixtures {
  files: Readonly<Record<string, string>>;
  /** The text of `<folder><path>`; a missing path throws, so a renamed fixture fails the test by name. */
  fixture: (path: string) => string;
}

/** The fixtures below `folder`, a path from src/csv/ ending in a slash (`holdings/fixtures/holding/`). */
export function csvFixtures(folder: string): CsvFixtures {
  const prefix = `./${folder}`;
  const files = Object.fromEntries(Object.entries(FIXTURE_FILES).filter(([path]) => path.startsWith(prefix)));
  return {
    files,
    fixture: (path) => {
      const text = files[`${prefix}${path}`];
      if (text === undefined) throw new Error(`missing fixture ${path}`);
      return text;
    },
  };
}

/** Up to 400 random bytes decoded as UTF-8 (invalid sequences become U+FFFD), the first thing any importer meets. */
export const randomBytesText: fc.Arbitrary<string> = fc
  .uint8Array({ maxLength: 400 })
  .map((bytes) => new TextDecoder().decode(bytes));

/** `valid` with one to four characters from `chars` inserted, replaced or deleted, anywhere. */
export function characterEdits(valid: string, chars: readonly string[]): fc.Arbitrary<string> {
  const edit = fc.record({
    at: fc.nat({ max: valid.length }),
    kind: fc.constantFrom('replace', 'insert', 'delete'),
    ch: fc.constantFrom(...chars),
  });
  return fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => {
    let text = valid;
    for (const e of edits) {
      const at = Math.min(e.at, text.length);
      const skip = e.kind === 'insert' ? 0 : 1;
      text = text.slice(0, at) + (e.kind === 'delete' ? '' : e.ch) + text.slice(at + skip);
    }
    return text;
  });
}

/** One random edit of a file: at `at` (modulo the length), `remove` characters replaced by `insert`. */
export interface TextSplice {
  at: number;
  remove: number;
  insert: string;
}

/** Splices of up to five characters from `chars` removed or inserted, the mutations of the older property suites. */
export function textSplice(chars: readonly string[]): fc.Arbitrary<TextSplice> {
  return fc.record({
    at: fc.nat(),
    remove: fc.nat({ max: 5 }),
    insert: fc.string({ maxLength: 5, unit: fc.constantFrom(...chars) }),
  });
}

/** `text` after `splices`, applied in order. */
export function applySplices(text: string, splices: readonly TextSplice[]): string {
  return splices.reduce((t, s) => {
    const at = s.at % (t.length + 1);
    return t.slice(0, at) + s.insert + t.slice(at + s.remove);
  }, text);
}
