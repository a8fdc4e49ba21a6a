import type { ApiOperation } from './api-document';
import { exampleValue, type TreeOptions } from './schema-tree';

/*
 * The curl command of an operation, built from the served document alone: its method and URL template, the examples
 * of its parameters (seed 000 §7's calls), a body of its request schema's shape, and the token header where the
 * operation is not open. The origin is the page's own: the API is served under `/api` of the portal's host.
 */

/** A word for a POSIX shell in single quotes (a single quote inside closes, escapes and reopens them). */
export const shellQuote = (word: string): string => `'${word.replaceAll("'", `'\\''`)}'`;

const exampleText = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The request URL: path parameters from their examples (`<name>` where there is none), the query parameters that
 * have an example or are required (`<name>` again), in the document's order.
 */
export function exampleUrl(op: ApiOperation, origin: string): string {
  const byName = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = exampleText(byName.get(name)?.example);
    return value === undefined ? `<${name}>` : encodeURIComponent(value);
  });
  const query = op.parameters
    .filter((p) => p.in === 'query')
    .flatMap((p): string[] => {
      const value = exampleText(p.example);
      if (value !== undefined) return [`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`];
      return p.required ? [`${encodeURIComponent(p.name)}=<${p.name}>`] : [];
    });
  return `${origin}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

/** The curl command, one option per line. */
export function curlExample(op: ApiOperation, origin: string, options: TreeOptions = {}): string {
  const lines = [
    `curl ${op.method === 'GET' ? '' : `-X ${op.method} `}${shellQuote(exampleUrl(op, origin))}`,
  ];
  // Double quotes: the shell fills in the caller's token from the variable.
  if (!op.open) lines.push(`-H "Authorization: Bearer $ID_TOKEN"`);
  const body = op.requestBody;
  if (body?.contentType === 'application/json') {
    const json = body.schema ? JSON.stringify(exampleValue(body.schema, options)) : '{}';
    lines.push(`-H ${shellQuote('Content-Type: application/json')}`, `--data ${shellQuote(json)}`);
  } else if (body) {
    lines.push(`-H ${shellQuote(`Content-Type: ${body.contentType}`)}`, '--data-binary @file');
  }
  // A file answer is saved under the name the API gives it (Content-Disposition).
  if (op.responses.some((r) => r.status.startsWith('2') && r.contentType === 'application/octet-stream'))
    lines.push('--remote-name --remote-header-name');
  return lines.join(' \\\n  ');
}
