import { paths } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bumpCatalogueVersion,
  readCatalogueVersion,
} from '../../functions/src/services/catalogue/catalogue-version.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';

// The catalogue version the API's configuration cache keys on (functions/src/services/analytics/config-cache.ts):
// a re-seed deletes settings/ and writes the catalogue again, and the counter starts from 1 again. A version that
// came back would let a configuration cached before the re-seed pass for current (the tenant sweep once served the
// previous tenant's 9 products to a tenant of 8).

let admin: AdminHandle;
beforeAll(() => {
  admin = adminFor(emulatorProjectId());
});
afterAll(async () => {
  await bumpCatalogueVersion(admin.db);
  await admin.close();
});

describe('catalogue version', () => {
  it('moves on every bump', async () => {
    await bumpCatalogueVersion(admin.db);
    const before = await readCatalogueVersion(admin.db);
    await bumpCatalogueVersion(admin.db);
    expect(await readCatalogueVersion(admin.db)).toBeGreaterThan(before);
  });

  it('never returns to an earlier value when the document is deleted and written again', async () => {
    const seen: number[] = [];
    for (let round = 0; round < 3; round++) {
      await admin.db.doc(paths.catalogueState()).delete();
      expect(await readCatalogueVersion(admin.db)).toBe(0);
      await bumpCatalogueVersion(admin.db);
      seen.push(await readCatalogueVersion(admin.db));
    }
    // The stored counter is 1 after each re-creation; the version is not.
    expect((await admin.db.doc(paths.catalogueState()).get()).get('version')).toBe(1);
    expect(new Set(seen).size).toBe(3);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});
