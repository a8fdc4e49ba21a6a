/**
 * Reading the mail the SMTP catcher (scripts/lib/mail-catcher.ts, started with the emulators) stored under
 * `.local-mail/<project>/`: the JSON twin of every `.eml`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { CaughtMail } from '../../scripts/lib/mail-catcher.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { emulatorProjectId } from './api-emulators.js';

export const mailDir = (): string => join(findRepoRoot(), '.local-mail', emulatorProjectId());

/** Every caught mail to `to` (case-insensitive), oldest first. */
export function mailTo(to: string): CaughtMail[] {
  const dir = mailDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CaughtMail)
    .filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
}

/** Waits until `count` mails to `to` have been caught (the task runs a few seconds after its trigger). */
export function waitForMail(to: string, count = 1, timeoutMs = 30_000): Promise<CaughtMail[]> {
  return vi.waitFor(
    () => {
      const mails = mailTo(to);
      if (mails.length < count)
        throw new Error(`no mail to ${to} within ${timeoutMs} ms (${mails.length} caught)`);
      return mails;
    },
    { timeout: timeoutMs, interval: 250 },
  );
}
