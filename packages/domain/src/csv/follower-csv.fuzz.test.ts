import { describe, expect, it } from 'vitest';
import { parseFollowerCsv } from './follower-csv.js';
import { assertFuzz, hostileCsvText, lineCount, untranslatedIn } from './fuzz-support.js';

/*
 * Issue 14 item 3: the follower list CSV under hostile text. Never an exception; a file error the API answers with
 * a translated key, or rows each named (row, value), every address valid and normalised.
 */
const samples = [
  'name;E-Mail\nAnna;anna@example.com\nBen;ben@example.org\n\nCarla;carla@example.net\n',
  '\uFEFFemail\r\n"x@example.com"\r\ny@example.com\r\n',
];
// The API's keys for a refused list (services/api/handlers/followers/followers.ts), namespace errors.
const FILE_ERROR_KEYS = {
  missingHeader: 'api.errors.followerCsvHeader',
  emptyFile: 'api.errors.followerNoEmail',
};

describe('follower CSV fuzz', () => {
  it('answers any text with a file error or rows named by row and value', () => {
    assertFuzz('follower CSV', hostileCsvText([['email'], ['name', 'e-mail']], samples), (text) => {
      const r = parseFollowerCsv(text);
      if (!r.ok) {
        expect(untranslatedIn('errors', FILE_ERROR_KEYS[r.error])).toEqual([]);
        return;
      }
      const lines = lineCount(text);
      const rows = [...r.list.emails, ...r.list.invalid, ...r.list.duplicates].map((x) => x.row);
      expect(new Set(rows).size).toBe(rows.length);
      for (const row of rows) expect(row >= 2 && row <= lines + 1).toBe(true);
      for (const { email } of r.list.emails) expect(email).toBe(email.trim().toLowerCase());
      for (const { value } of r.list.invalid) expect(typeof value).toBe('string');
      if (r.list.invalid.length > 0)
        expect(untranslatedIn('errors', 'api.errors.followerInvalidEmails')).toEqual([]);
    });
  });
});
