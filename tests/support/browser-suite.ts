import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { adminFor, emulatorProjectId, type AdminHandle } from './api-emulators.js';
import { launchBrowser, newTestPage, type TestPageOptions } from './browser.js';

const FAILURES = 'tests/output/failures';

export interface BrowserSuite {
  /** A page in a fresh context ({@link newTestPage}, with the suite's defaults), closed with the suite. */
  newPage(options?: TestPageOptions): Promise<Page>;
  /**
   * Closes every page the suite has opened so far: a suite that reseeds the running emulators between its tests
   * closes them first, so no page keeps listening (and retrying) while the data under it is replaced.
   */
  closePages(): Promise<void>;
  /** Admin SDK handles on the emulator project, for the suite's own setup and checks. */
  readonly admin: AdminHandle;
}

/**
 * The set-up every browser suite repeats: Chromium and an Admin SDK app opened before the suite's tests and closed,
 * with every context, after them. Call at the top level of a test file.
 */
export function browserSuite(defaults: TestPageOptions = {}): BrowserSuite {
  let browser: Browser | undefined;
  let admin: AdminHandle | undefined;
  const contexts: BrowserContext[] = [];
  let pagesOfTest: Page[] = [];
  beforeEach(() => {
    pagesOfTest = [];
  });
  // A failed test leaves a screenshot of every page it opened (tests/output/failures/), to see what it saw.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    await mkdir(FAILURES, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    await Promise.all(
      pagesOfTest
        .filter((p) => !p.isClosed())
        .map((p, i) =>
          p
            .screenshot({ path: `${FAILURES}/${name}-${String(i + 1)}.png`, fullPage: true })
            .catch(() => undefined),
        ),
    );
  });
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = adminFor(emulatorProjectId());
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await admin?.close();
  });
  return {
    async newPage(options = {}) {
      if (!browser) throw new Error('browserSuite: newPage is for tests, after beforeAll');
      const page = await newTestPage(browser, contexts, { ...defaults, ...options });
      pagesOfTest.push(page);
      return page;
    },
    async closePages() {
      await Promise.all(contexts.splice(0).map((c) => c.close()));
    },
    get admin() {
      if (!admin) throw new Error('browserSuite: admin is for tests, after beforeAll');
      return admin;
    },
  };
}
