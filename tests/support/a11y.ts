import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export interface PageResult {
  role: string;
  path: string;
  violations: { id: string; impact: string | null; help: string; targets: string[] }[];
}

/**
 * Waits until a page has rendered its content: the start-up spinner gone, an `h1` or an embed drawn, and nothing
 * loading (analysis cards, loaders, skeletons). Firestore keeps a channel open, so "network idle" never comes.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('startup') &&
      document.querySelector('h1, [data-embed], main, table, svg') !== null &&
      document.querySelector(
        '[data-card-state="loading"], .mantine-Loader-root, .mantine-Skeleton-root, [data-testid$="-loading"]',
      ) === null,
    undefined,
    { timeout: 40_000 },
  );
}

/** Writes every finding to tests/output/a11y-report.json, grouped by rule, for docs/accessibility.md. */
export function a11yReport(results: readonly PageResult[]): void {
  const byRule = new Map<string, { impact: string | null; help: string; pages: string[] }>();
  for (const r of results) {
    for (const v of r.violations) {
      const entry = byRule.get(v.id) ?? { impact: v.impact, help: v.help, pages: [] };
      entry.pages.push(`${r.role} ${r.path}: ${v.targets.join(', ')}`);
      byRule.set(v.id, entry);
    }
  }
  mkdirSync('tests/output', { recursive: true });
  writeFileSync(
    'tests/output/a11y-report.json',
    `${JSON.stringify({ pages: results.length, rules: Object.fromEntries(byRule) }, null, 2)}\n`,
  );
}
