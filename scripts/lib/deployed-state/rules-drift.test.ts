import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesetSchema, type LiveRuleset } from './live-schemas.js';
import { normaliseRules, rulesDrift, rulesHunk } from './rules-drift.js';

// A Rules API `Ruleset` as `GET https://firebaserules.googleapis.com/v1/{rulesetName}` returns it (Ruleset, Source,
// File: https://firebase.google.com/docs/reference/rules/rest/v1/projects.rulesets).
const live: LiveRuleset = rulesetSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'ruleset-firestore.json'), 'utf8')),
);
const liveText = live.source.files[0]?.content ?? '';
const drift = (expected: string, ruleset: LiveRuleset | null = live) =>
  rulesDrift({ file: 'firestore.rules', expected, release: 'cloud.firestore', live: ruleset });

describe('normaliseRules', () => {
  it('forgives CRLF, a BOM, trailing spaces and trailing blank lines, nothing else', () => {
    expect(normaliseRules('\uFEFFa  \r\n  b\r\n\r\n\n')).toEqual(['a', '  b']);
    expect(normaliseRules('a\n\n  b')).toEqual(['a', '', '  b']);
  });
});

describe('rulesHunk', () => {
  it('is null for equal texts and spans the changed lines between common ends', () => {
    expect(rulesHunk(['a', 'b'], ['a', 'b'])).toBeNull();
    expect(rulesHunk(['a', 'b', 'c', 'd'], ['a', 'x', 'd'])).toEqual({
      line: 2,
      expected: ['b', 'c'],
      live: ['x'],
    });
    expect(rulesHunk(['a'], ['a', 'b'])).toEqual({ line: 2, expected: [], live: ['b'] });
  });
});

describe('rulesDrift', () => {
  it('finds nothing when the released ruleset holds the file', () => {
    expect(drift(liveText)).toEqual({ items: [], notes: [] });
  });

  it('notes a difference in line endings or trailing whitespace only', () => {
    const result = drift(liveText.replace(/\n/g, '  \r\n'));
    expect(result.items).toEqual([]);
    expect(result.notes).toEqual([
      'firestore.rules (release cloud.firestore): equal to projects/acme-portal-prod/rulesets/' +
        '9f6c3c57-2b7e-4a51-bb0e-3f0d5a8a1c42 but for line endings or trailing whitespace',
    ]);
  });

  it('shows the first differing lines of each side, with the line number', () => {
    const repo = liveText.replace('allow write: if false;', 'allow write: if isAdmin();');
    expect(drift(repo).items).toEqual([
      {
        area: 'rules',
        subject: 'firestore.rules (release cloud.firestore)',
        detail:
          'differs from the released ruleset projects/acme-portal-prod/rulesets/9f6c3c57-2b7e-4a51-bb0e-3f0d5a8a1c42 ' +
          'at line 13: -"allow write: if isAdmin();" +"allow write: if false;" (1 repo line(s) against 1 live line(s))',
      },
    ]);
  });

  it('cuts a long hunk to its first lines and says how long it is', () => {
    const repo = liveText.replace(/ {2}}\n}\n$/, '  }\n  match /x/{y} {\n    allow read: if true;\n  }\n}\n');
    const [item] = drift(repo).items;
    expect(item?.detail).toMatch(
      /at line 16: -"match \/x\/\{y\} \{" -"allow read: if true;" … \(3 repo line\(s\) against 0 live/,
    );
  });

  it('reports rules that were never released', () => {
    expect(drift(liveText, null).items.map((i) => i.detail)).toEqual([
      'the project has no release of these rules: they were never deployed',
    ]);
  });

  it('compares the file named as the repo names it when a ruleset holds several', () => {
    const several: LiveRuleset = {
      ...live,
      source: {
        files: [
          { name: 'other.rules', content: 'x' },
          { name: 'firestore.rules', content: liveText },
        ],
      },
    };
    expect(drift(liveText, several)).toEqual({ items: [], notes: [] });
  });
});
