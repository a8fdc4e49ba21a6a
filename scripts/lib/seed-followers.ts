/**
 * Demo followers (docs/follow.md "Seed"): `emulator-data/<tenant>/followers.json` lists admin-added addresses per
 * product; demo accounts follow products through `followingProducts` in accounts.json. The seed writes both kinds of
 * `followers/{productId}/entries` itself (the mirror trigger, running moments later, writes the same entries), and a
 * `sent` mail marker per seeded document and follower: the demo followers were told about the seeded documents long
 * ago, so seeding never floods the mail catcher.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  adminFollowerEntryId,
  followerMailMarkerId,
  followerSchema,
  languageSchema,
  normalizeFollowerEmail,
  selfFollowerEntryId,
  type Follower,
  type ProductConfig,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';

const seedFollowersSchema = z.strictObject({
  followers: z.array(
    z.strictObject({ productId: z.string().min(1), email: z.email(), lang: languageSchema }),
  ),
});
type SeedFollowers = z.infer<typeof seedFollowersSchema>;

export function loadSeedFollowers(repoRoot: string, tenantId: string): SeedFollowers {
  const file = join(repoRoot, 'emulator-data', tenantId, 'followers.json');
  if (!existsSync(file)) return { followers: [] };
  const parsed = seedFollowersSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

export interface SeedFollowerEntry {
  productId: string;
  entryId: string;
  follower: Follower;
}

/**
 * Every entry to write: the accounts' own follows (self-registered) and the listed addresses (added by the seed
 * actor). Throws on an unknown product, a language the product lacks, or an address listed twice for a product.
 */
export function seedFollowerEntries(
  seed: SeedFollowers,
  accounts: readonly {
    uid: string;
    email: string;
    follows: readonly { productId: string; lang: string }[];
  }[],
  catalogue: readonly ProductConfig[],
  actorUid: string,
  now: Date,
): SeedFollowerEntry[] {
  const out: SeedFollowerEntry[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const add = (productId: string, entryId: string, raw: Omit<Follower, 'productId' | 'createdAt'>) => {
    const product = catalogue.find((p) => p.productId === productId);
    const key = `${productId} ${raw.email}`;
    if (!product) problems.push(`${productId}: no such product`);
    else if (!product.availableLanguages.includes(raw.lang)) problems.push(`${key}: no language ${raw.lang}`);
    else if (seen.has(key)) problems.push(`${key}: follows twice`);
    else
      out.push({ productId, entryId, follower: followerSchema.parse({ ...raw, productId, createdAt: now }) });
    seen.add(key);
  };
  for (const a of accounts) {
    for (const f of a.follows) {
      add(f.productId, selfFollowerEntryId(a.uid, f.lang), {
        email: normalizeFollowerEmail(a.email),
        lang: languageSchema.parse(f.lang),
        addedByAdmin: false,
        uid: a.uid,
        addedBy: null,
      });
    }
  }
  for (const f of seed.followers) {
    add(f.productId, adminFollowerEntryId(f.email), {
      email: normalizeFollowerEmail(f.email),
      lang: f.lang,
      addedByAdmin: true,
      uid: null,
      addedBy: actorUid,
    });
  }
  if (problems.length > 0) throw new Error(`seed followers:\n  ${problems.join('\n  ')}`);
  return out;
}

/** The entries and their `sent` markers for the seeded documents, in one batch. */
export async function writeSeedFollowers(
  db: Firestore,
  entries: readonly SeedFollowerEntry[],
  documents: readonly { productId: string; id: string }[],
  now: Date,
): Promise<void> {
  const r = refs(db);
  const batch = db.batch();
  for (const e of entries) {
    batch.set(r.follower(e.productId, e.entryId), e.follower);
    for (const d of documents.filter((doc) => doc.productId === e.productId)) {
      batch.set(r.followerMail(followerMailMarkerId(d.productId, d.id, e.follower.email)), {
        productId: d.productId,
        documentId: d.id,
        email: e.follower.email,
        status: 'sent',
        at: now,
      });
    }
  }
  await batch.commit();
}
