/**
 * The link-preview image of a product (issue 27 item 4): a real 1200 × 630 PNG for a product the visitor may open,
 * read through the API's gates as a guest on the demo tenant (seeded by the browser suites' global set-up), and no
 * image (404) for a product the visitor may not
 * see or whose overview the gate refuses them. The demo tenant checks investor profiles in every language, so a
 * visitor (or a link-preview robot) without one gets no card, exactly as they get no overview.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampFunctionsTenant } from '../../functions/tenant-stamp.js';
import type { ApiDeps } from '../../functions/src/services/api/context.js';
import { clientErrorLimiter } from '../../functions/src/services/api/handlers/site/report-client-errors.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { productPreviewImage, type PreviewBrand } from '../../functions/src/services/site/preview-image.js';
import { TENANT_RUNTIME_DIR } from '../../functions/src/tenant/tenant-runtime.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';

const SHOTS_DIR = fileURLToPath(new URL('../output/screenshots/', import.meta.url));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PROFESSIONAL_CH = { investorType: 'professional', country: 'CH' } as const;
const DATA_PROJECT = emulatorProjectId();

let admin: AdminHandle;
let deps: ApiDeps;
let brand: PreviewBrand;
let stampDir: string;

beforeAll(() => {
  admin = adminFor(DATA_PROJECT);
  deps = {
    db: admin.db,
    // A guest call carries no token: anything that asks to verify one is a bug here.
    auth: { verifyIdToken: () => Promise.reject(new Error('a guest call verified a token')) },
    log: { error: () => undefined, warn: () => undefined },
    clientErrors: { write: () => undefined, limiter: clientErrorLimiter() },
    files: new LocalFolderFileStore(join(findRepoRoot(), '.local-files', DATA_PROJECT)),
  };
  // The demo tenant's look as a functions build stamps it (its SVG logo rasterised to a PNG).
  stampDir = mkdtempSync(join(tmpdir(), 'preview-image-'));
  const runtime = stampFunctionsTenant(stampDir, 'demo');
  const logo = runtime.logo;
  brand = {
    orgName: runtime.orgName,
    primaryColor: runtime.primaryColor,
    logo: logo && { ...logo, bytes: readFileSync(join(stampDir, TENANT_RUNTIME_DIR, logo.file)) },
  };
});
afterAll(async () => {
  rmSync(stampDir, { recursive: true, force: true });
  await admin.close();
});

/** Width and height from a PNG's header chunk (IHDR, right after the signature). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('productPreviewImage', () => {
  it('draws a 1200 × 630 PNG for a public product and a visitor whose profile may open it', async () => {
    const image = await productPreviewImage({
      deps,
      productId: 'global-equity-chf',
      lang: 'en',
      hints: PROFESSIONAL_CH,
      brand,
    });
    expect(image.status).toBe(200);
    if (image.status !== 200) return;
    expect([...image.png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(image.png)).toEqual({ width: 1200, height: 630 });
    expect(image.etag).toMatch(/^"[\w-]+"$/);
    mkdirSync(SHOTS_DIR, { recursive: true });
    writeFileSync(join(SHOTS_DIR, 'preview-global-equity-chf.png'), image.png);

    // Drawn once: the same card again is the cached image under the same ETag.
    const again = await productPreviewImage({
      deps,
      productId: 'global-equity-chf',
      lang: 'en',
      hints: PROFESSIONAL_CH,
      brand,
    });
    expect(again).toEqual(image);
    // Another language is another card.
    const german = await productPreviewImage({
      deps,
      productId: 'global-equity-chf',
      lang: 'de',
      hints: PROFESSIONAL_CH,
      brand,
    });
    expect(german.status).toBe(200);
    expect(german.status === 200 && german.etag).not.toBe(image.etag);
  });

  it('has no image of a product whose overview needs an investor profile the visitor has not given', async () => {
    // A link-preview robot sends no cookie: no profile.
    expect(await productPreviewImage({ deps, productId: 'global-equity-chf', lang: 'en', brand })).toEqual({
      status: 404,
    });
    // A profile the product is not offered to (retail investors from the US).
    expect(
      await productPreviewImage({
        deps,
        productId: 'global-equity-chf',
        lang: 'en',
        hints: { investorType: 'retail', country: 'US' },
        brand,
      }),
    ).toEqual({ status: 404 });
  });

  it.each([
    ['quant-core', 'hidden'],
    ['us-equity-airbag', 'for the viewer role only'],
    ['no-such-product', 'unknown'],
  ])('has no image of %s (%s), whatever the profile', async (productId) => {
    expect(await productPreviewImage({ deps, productId, lang: 'en', hints: PROFESSIONAL_CH, brand })).toEqual(
      {
        status: 404,
      },
    );
  });
});
