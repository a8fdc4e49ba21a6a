/**
 * Security rules: the repo's file against the source of the ruleset the project's release points at. The Firebase
 * CLI uploads the file as it is (one file, named by its path in firebase.json), so a project deployed from this repo
 * holds the same text; the comparison forgives only what cannot change a rule's meaning and what editors and the
 * console change on their own: line endings (CRLF), a byte-order mark, trailing spaces and blank lines at the end.
 * Everything else (indentation inside a line included) is a difference: rules are compared as text, not parsed.
 */
import type { AreaDrift, DeployedDriftItem } from './drift-types.js';
import type { LiveRuleset } from './live-schemas.js';

/** The rules text as lines, without what `rulesDrift` forgives. */
export function normaliseRules(text: string): string[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The one hunk between two texts: where they start to differ and the lines of each side up to their common end. */
export interface RulesHunk {
  /** 1-based line of the first difference. */
  line: number;
  expected: string[];
  live: string[];
}

/** Common prefix and suffix removed; null when the texts are equal. */
export function rulesHunk(expected: readonly string[], live: readonly string[]): RulesHunk | null {
  let start = 0;
  while (start < expected.length && start < live.length && expected[start] === live[start]) start++;
  if (start === expected.length && start === live.length) return null;
  let endE = expected.length;
  let endL = live.length;
  while (endE > start && endL > start && expected[endE - 1] === live[endL - 1]) {
    endE--;
    endL--;
  }
  return { line: start + 1, expected: expected.slice(start, endE), live: live.slice(start, endL) };
}

const SHOWN_LINES = 2;
const SHOWN_CHARS = 70;

function quote(line: string): string {
  const t = line.trim();
  return JSON.stringify(t.length > SHOWN_CHARS ? `${t.slice(0, SHOWN_CHARS - 1)}…` : t);
}

/** A unified-diff-like line: `-"repo line" +"live line"`, the first lines of each side and the hunk's size. */
export function describeHunk(hunk: RulesHunk): string {
  const side = (sign: string, lines: readonly string[]) =>
    lines.slice(0, SHOWN_LINES).map((l) => `${sign}${quote(l)}`);
  const shown = [...side('-', hunk.expected), ...side('+', hunk.live)].join(' ');
  const more = hunk.expected.length > SHOWN_LINES || hunk.live.length > SHOWN_LINES ? ' …' : '';
  return (
    `at line ${String(hunk.line)}: ${shown}${more} ` +
    `(${String(hunk.expected.length)} repo line(s) against ${String(hunk.live.length)} live line(s))`
  );
}

/** The content of the live ruleset to compare: the file named as the repo's, or its only file. */
function liveContent(file: string, live: LiveRuleset): { content: string; note?: string } {
  const files = live.source.files;
  const named = files.find((f) => f.name === file);
  if (named) return { content: named.content };
  const only = files[0];
  if (files.length === 1 && only) return { content: only.content };
  return {
    content: files.map((f) => f.content).join('\n'),
    note: `${live.name} holds ${String(files.length)} files, none named ${file}: compared with all of them joined`,
  };
}

export function rulesDrift(o: {
  /** firebase.json's path of the rules file (the name the CLI gives the uploaded file). */
  file: string;
  expected: string;
  /** `cloud.firestore`, `firebase.storage/<bucket>`. */
  release: string;
  live: LiveRuleset | null;
}): AreaDrift {
  const subject = `${o.file} (release ${o.release})`;
  const item = (detail: string): DeployedDriftItem => ({ area: 'rules', subject, detail });
  if (!o.live) {
    return {
      items: [item('the project has no release of these rules: they were never deployed')],
      notes: [],
    };
  }
  const { content, note } = liveContent(o.file, o.live);
  const notes = note ? [note] : [];
  const hunk = rulesHunk(normaliseRules(o.expected), normaliseRules(content));
  if (hunk) {
    return { items: [item(`differs from the released ruleset ${o.live.name} ${describeHunk(hunk)}`)], notes };
  }
  if (content !== o.expected) {
    notes.push(`${subject}: equal to ${o.live.name} but for line endings or trailing whitespace`);
  }
  return { items: [], notes };
}
