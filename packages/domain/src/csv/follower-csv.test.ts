import { describe, expect, it } from 'vitest';
import { followersToAdd, parseFollowerCsv } from './follower-csv.js';

const list = (text: string) => {
  const result = parseFollowerCsv(text);
  if (!result.ok) throw new Error(result.error);
  return result.list;
};

describe('parseFollowerCsv', () => {
  it('reads the email column of a comma-separated export among other columns', () => {
    expect(list('name,email,company\nAnna,anna@example.com,ACME\nBen,Ben@Example.COM ,\n').emails).toEqual([
      { row: 2, email: 'anna@example.com' },
      { row: 3, email: 'ben@example.com' },
    ]);
  });

  it('reads a semicolon-separated Excel export with a byte-order mark, CRLF and quotes', () => {
    const text =
      '\uFEFFName;E-Mail;Land\r\n"Müller, Anna";anna@example.ch;CH\r\n"Dupont";"jean@example.fr";FR\r\n';
    expect(list(text).emails.map((e) => e.email)).toEqual(['anna@example.ch', 'jean@example.fr']);
  });

  it('takes a header named email or e-mail in any case, alone', () => {
    expect(list('EMAIL\na@example.com').emails).toHaveLength(1);
    expect(list('e-Mail\na@example.com').emails).toHaveLength(1);
  });

  it('lists wrong-format addresses by row, and keeps a repeated address once', () => {
    const parsed = list('email\na@example.com\nnot-an-email\n\n a@EXAMPLE.com\nb@\n,\nc@example.org');
    expect(parsed.emails.map((e) => e.email)).toEqual(['a@example.com', 'c@example.org']);
    // Rows as a spreadsheet numbers them: blank rows (and rows of empty cells) are skipped but counted.
    expect(parsed.invalid).toEqual([
      { row: 3, value: 'not-an-email' },
      { row: 6, value: 'b@' },
    ]);
    expect(parsed.duplicates).toEqual([{ row: 5, email: 'a@example.com', firstRow: 2 }]);
    expect(parsed.emails.at(-1)).toEqual({ row: 8, email: 'c@example.org' });
  });

  it.each([
    ['', 'emptyFile'],
    ['\n\n', 'emptyFile'],
    ['name,mail\nA,a@example.com', 'missingHeader'],
    ['a@example.com\nb@example.com', 'missingHeader'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseFollowerCsv(text)).toEqual({ ok: false, error });
  });

  it('accepts a header without rows (nothing to add)', () => {
    expect(list('email\n')).toEqual({ emails: [], invalid: [], duplicates: [] });
  });
});

describe('parseFollowerCsv with blank rows', () => {
  it('still finds the semicolon separator and numbers rows as a spreadsheet does', () => {
    expect(list('Name;E-Mail\nAnna;anna@example.com\nBob;bob-at-example\n\nCarl;carl@\n')).toEqual({
      emails: [{ row: 2, email: 'anna@example.com' }],
      invalid: [
        { row: 3, value: 'bob-at-example' },
        { row: 5, value: 'carl@' },
      ],
      duplicates: [],
    });
  });

  it('reads a tab-separated export', () => {
    expect(list('email\tname\nx@example.com\tX\n').emails).toEqual([{ row: 2, email: 'x@example.com' }]);
  });
});

describe('followersToAdd', () => {
  const existing = [{ email: 'Anna@Example.com' }, { email: 'ben@example.com' }];

  it('filters out who already follows the product in any language, normalised', () => {
    expect(followersToAdd(['anna@example.com', 'BEN@example.com', ' Carl@example.com'], existing)).toEqual({
      add: ['carl@example.com'],
      alreadyFollowing: ['anna@example.com', 'ben@example.com'],
    });
  });

  it('adds an address once even if given twice', () => {
    expect(followersToAdd(['x@example.com', 'X@example.com'], [])).toEqual({
      add: ['x@example.com'],
      alreadyFollowing: [],
    });
  });

  it('adds nothing from an empty list', () => {
    expect(followersToAdd([], existing)).toEqual({ add: [], alreadyFollowing: [] });
  });
});
