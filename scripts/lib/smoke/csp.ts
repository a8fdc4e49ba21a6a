/**
 * The Content-Security-Policy a smoke check expects of a page (pure), taken from the one place that writes it
 * (../security-headers.ts): the key directives must be what the project sets, in its emulator or production variant.
 */
import { contentSecurityPolicy } from '../security-headers.js';

/** The directives that make the policy strict: where content, scripts and plugins may come from, and who may frame. */
export const KEY_DIRECTIVES = [
  'default-src',
  'script-src',
  'object-src',
  'base-uri',
  'frame-ancestors',
] as const;

/** `default-src 'self'; script-src 'self' x` as directive → sources (names lower-cased, the first of a repeat wins). */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}

/** A page's policy in both variants the project serves (a page's, not an embed's: no one may frame it). */
function expectedVariants(): Map<string, string[]>[] {
  return [
    contentSecurityPolicy({ mode: 'emulator' }, "'none'"),
    // Project and region only change connect-src and frame-src, which are not key directives.
    contentSecurityPolicy({ mode: 'production', projectId: 'project', region: 'region' }, "'none'"),
  ].map(parseCsp);
}

const sameSources = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((s, i) => s === [...b].sort()[i]);

/** What is wrong with a served policy (none: `[]`); `null` header = no policy at all. */
export function cspProblems(header: string | null): string[] {
  if (header === null || header.trim() === '') return ['no Content-Security-Policy header'];
  const served = parseCsp(header);
  const variants = expectedVariants();
  const problems: string[] = [];
  for (const directive of KEY_DIRECTIVES) {
    const sources = served.get(directive);
    const expected = variants.map((v) => v.get(directive) ?? []);
    if (sources === undefined) problems.push(`${directive} is missing`);
    else if (!expected.some((e) => sameSources(e, sources))) {
      const wanted = [...new Set(expected.map((e) => `"${e.join(' ')}"`))].join(' or ');
      problems.push(`${directive} is "${sources.join(' ')}", expected ${wanted}`);
    }
  }
  return problems;
}

/** The key directives of a served policy, for the report. */
export function keyDirectives(header: string): string {
  const served = parseCsp(header);
  return KEY_DIRECTIVES.map((d) => `${d} ${(served.get(d) ?? []).join(' ')}`).join('; ');
}
