/**
 * docs/operations-runbook.md: every command in it is one of this repository's (an npm script, and for the tenant
 * commands a subcommand and flags its usage names), and it covers every tenant subcommand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { USAGE } from '../tenant.js';
import { repoRoot } from './tenants.js';

const runbook = readFileSync(join(repoRoot, 'docs', 'operations-runbook.md'), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);

/** Lines of the runbook's shell blocks (```sh). */
function shellLines(markdown: string): string[] {
  const lines: string[] = [];
  let inShell = false;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) {
      inShell = !inShell && line === '```sh';
      continue;
    }
    if (inShell && line !== '' && !line.startsWith('#')) lines.push(line);
  }
  return lines;
}

/** The tenant subcommands and their flags, from the CLI's own usage text. */
const tenantUsage = new Map(
  USAGE.split('\n')
    .map((l) => /npm run tenant -- (\S+)(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1] ?? '', new Set((m[2] ?? '').match(/--[a-z-]+/g) ?? [])]),
);

describe('the operations runbook', () => {
  const commands = shellLines(runbook);

  it('has commands, each an npm script of this repository', () => {
    expect(commands.length).toBeGreaterThan(20);
    for (const command of commands) {
      const m = /^npm run ([\w:-]+)(?: -- (.*))?$/.exec(command);
      expect(m, command).not.toBeNull();
      expect(scripts, command).toContain(m?.[1]);
    }
  });

  it('uses only subcommands and flags the tenant CLI has', () => {
    for (const command of commands.filter((c) => c.startsWith('npm run tenant -- '))) {
      const [sub = '', ...rest] = command.slice('npm run tenant -- '.length).split(/\s+/);
      const flags = tenantUsage.get(sub);
      expect(flags, command).toBeDefined();
      for (const flag of rest.filter((a) => a.startsWith('--')))
        expect([...(flags ?? [])], command).toContain(flag);
    }
  });

  it('covers every tenant subcommand', () => {
    const used = new Set(commands.map((c) => /^npm run tenant -- (\S+)/.exec(c)?.[1]).filter(Boolean));
    expect([...tenantUsage.keys()].filter((sub) => !used.has(sub))).toEqual([]);
  });
});
