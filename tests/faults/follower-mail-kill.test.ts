import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { followerMailMarkerId, paths } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaughtMail } from '../../scripts/lib/mail-catcher.js';
import { refs } from '../../functions/src/db/refs.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { mailDir } from '../support/caught-mail.js';
import { killWorkers, waitFor } from './fault-support.js';

// A follower mailing whose worker is killed while it sends: the queue retries the batch and the per-address markers
// skip everyone already claimed, so nobody is mailed twice. The one address being sent at the kill may go unmailed
// (at most once, docs/follow.md); everyone else gets exactly one mail.

const FOLLOWERS = 150;
const RUN = Date.now().toString(36);
const emails = Array.from({ length: FOLLOWERS }, (_, i) => `fault-fm-${RUN}-${i}@example.test`);
const documentId = `fault-fm-doc-${RUN}`;
let admin: AdminHandle;
let productId: string;

/** Caught mails per address of this run. */
function caught(): Map<string, number> {
  const counts = new Map<string, number>();
  const dir = mailDir();
  if (!existsSync(dir)) return counts;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CaughtMail;
    for (const to of mail.to) {
      const address = to.toLowerCase();
      if (address.startsWith(`fault-fm-${RUN}-`)) counts.set(address, (counts.get(address) ?? 0) + 1);
    }
  }
  return counts;
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  const visible = (await refs(admin.db).products().get()).docs
    .map((d) => d.data())
    // Admin-added followers read as guests (the gate, docs/follow.md): a product a guest may read, in English.
    .find(
      (p) =>
        !p.general.hidden &&
        !p.dev &&
        !p.lockedBehindLogin &&
        (p.allowedRoles ?? []).length === 0 &&
        p.availableLanguages.includes('en'),
    );
  if (!visible) throw new Error('the seeded demo has no visible product');
  productId = visible.productId;
  const writer = admin.db.bulkWriter();
  emails.forEach((email, i) => {
    void writer.set(admin.db.doc(paths.follower(productId, `fault-fm-${RUN}-${i}`)), {
      productId,
      email,
      lang: 'en',
      addedByAdmin: true,
      uid: null,
      addedBy: 'fault-suite',
      createdAt: new Date(),
    });
  });
  await writer.close();
});

afterAll(async () => {
  await Promise.all(
    emails.map((_, i) => admin.db.doc(paths.follower(productId, `fault-fm-${RUN}-${i}`)).delete()),
  );
  await admin.db.doc(`${paths.products()}/${productId}/documents/${documentId}`).delete();
  await admin.close();
});

describe('follower mailing, worker killed mid-batch', () => {
  it('mails nobody twice, and everybody but the address in flight once', async () => {
    // Publishing a document (created active) makes the trigger enqueue the mailing.
    await admin.db.doc(`${paths.products()}/${productId}/documents/${documentId}`).set({
      displayName: `Fault suite notice ${RUN}`,
      file: { path: `fault/${documentId}.pdf`, name: 'notice.pdf', contentType: 'application/pdf', size: 1 },
      lang: 'en',
      shareClass: null,
      loginRequired: false,
      lastFactsheet: false,
      archived: false,
      order: 999,
      createdAt: new Date(),
    });
    await waitFor(
      'the mailing is under way',
      () => Promise.resolve(total(caught())),
      (n) => n > 0,
    );
    expect(total(caught())).toBeLessThan(FOLLOWERS);
    const killed = killWorkers('sendFollowerMail');
    expect(killed).toBeGreaterThan(0);

    const markers = async () => {
      const snaps = await admin.db.getAll(
        ...emails.map((e) =>
          admin.db.doc(paths.followerMail(followerMailMarkerId(productId, documentId, e))),
        ),
      );
      return snaps.map((s) => s.get('status') as string | undefined);
    };
    // The retry comes after the queue's back-off (30 s); it ends when every address is claimed.
    const statuses = await waitFor(
      'every follower is claimed after the retry',
      markers,
      (s) => s.every((x) => x !== undefined) && s.filter((x) => x === 'sending').length <= killed,
      150_000,
    );
    const counts = caught();
    for (const [address, n] of counts) expect(n, `${address} was mailed ${n} times`).toBe(1);
    emails.forEach((email, i) => {
      if (statuses[i] === 'sent') expect(counts.get(email), email).toBe(1);
    });
    // Only an address claimed by a killed worker may have gone unmailed (its mail may or may not have left).
    expect(FOLLOWERS - counts.size).toBeLessThanOrEqual(killed);
  });
});
