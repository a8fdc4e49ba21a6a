import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { adminFor, emulatorProjectId, type AdminHandle } from './api-emulators.js';
import { launchBrowser, newTestPage, type TestPageOptions } from './browser.js';

export interface BrowserSuite {
  /** A page in a fresh context ({@link newTestPage}, with the suite's defaults), closed with the suite. */
  newPage(options?: TestPageOptions): Promise<Page>;
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
    newPage(options = {}) {
      if (!browser) throw new Error('browserSuite: newPage is for tests, after beforeAll');
      return newTestPage(browser, contexts, { ...defaults, ...options });
    },
    get admin() {
      if (!admin) throw new Error('browserSuite: admin is for tests, after beforeAll');
      return admin;
    },
  };
}
