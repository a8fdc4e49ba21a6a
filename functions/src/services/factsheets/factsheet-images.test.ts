import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productConfigSchema, type ProductConfig, type ProductConfigInput } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { LocalFolderFileStore } from '../files/local-folder-file-store.js';
import {
  decodeImage,
  headerImageSource,
  mediaImageSource,
  resolveFactsheetImages,
  type FactsheetImageDeps,
} from './factsheet-images.js';

/** A 4 x 2 px PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAE0lEQVR4nGP4z8AARGDiPwMyBwBnsgf5Q2OaZwAAAABJRU5ErkJggg==',
  'base64',
);
/** A 3 x 5 px baseline JPEG (SOI, APP0, a SOF0 frame header naming the size; enough for the size reader). */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0000b080005000301011100ffd9', 'hex');
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

const product = (productId: string, over: Partial<ProductConfigInput> = {}): ProductConfig =>
  productConfigSchema.parse({
    productId,
    storeModule: 'fx',
    productName: productId,
    productShareClassRoot: 'fund',
    isDefaultShareClass: productId === 'p1',
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2020-01-01',
    live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
    ...over,
  });

/** p1's factsheet; p2 an open share class of its fund, p3 a hidden one, p4 another fund. */
const P1 = product('p1');
const CATALOGUE = new Map(
  [
    P1,
    product('p2'),
    product('p3', { general: { hidden: true } }),
    product('p4', { productShareClassRoot: 'other' }),
  ].map((p) => [p.productId, p]),
);

/** Media records as the media API writes them: `media/{productId}/{mediaId}/{name}`. */
const recordsOf =
  (paths: Record<string, string>): FactsheetImageDeps['mediaPath'] =>
  (productId, mediaId) =>
    Promise.resolve(paths[`${productId}/${mediaId}`]);

function imageDeps(files: LocalFolderFileStore, records: Record<string, string>, warnings: string[] = []) {
  return {
    files,
    log: {
      warn: (m: string, ctx: Record<string, unknown>) => warnings.push(`${m} ${JSON.stringify(ctx)}`),
      error: () => undefined,
    },
    mediaPath: recordsOf(records),
    target: P1,
    catalogue: CATALOGUE,
  } satisfies FactsheetImageDeps;
}

describe('decodeImage', () => {
  it('reads the pixel size of PNG and JPEG files', () => {
    expect(decodeImage(PNG)).toEqual({ width: 4, height: 2, mimeType: 'image/png' });
    expect(decodeImage(JPEG)).toEqual({ width: 3, height: 5, mimeType: 'image/jpeg' });
  });

  it('refuses what a PDF cannot embed, and garbage', () => {
    expect(decodeImage(GIF)).toBeNull();
    expect(decodeImage(new Uint8Array())).toBeNull();
    expect(decodeImage(PNG.subarray(0, 12))).toBeNull();
  });
});

describe('image sources', () => {
  it('maps media refs of images, and header file refs under a product media folder', () => {
    const ref = { productId: 'p1', mediaId: 'm1', fileName: 'a.png', contentType: 'image/png', size: 1 };
    expect(mediaImageSource(ref)).toEqual({ productId: 'p1', mediaId: 'm1' });
    expect(mediaImageSource({ ...ref, contentType: 'video/mp4' })).toBeNull();
    expect(headerImageSource({ path: 'media/p1/m2/logo.png', name: 'logo.png' })).toEqual({
      productId: 'p1',
      mediaId: 'm2',
    });
    expect(headerImageSource({ path: 'documents/p1/d1/x.pdf', name: 'x.pdf' })).toBeNull();
    expect(headerImageSource({ path: 'media/p1/../p3/m/x.png', name: 'x.png' })).toBeNull();
    expect(headerImageSource(null)).toBeNull();
  });
});

describe('resolveFactsheetImages', () => {
  it('gives each readable PNG/JPEG its url, size and bytes, once per media id, and leaves the rest out', async () => {
    const files = new LocalFolderFileStore(mkdtempSync(join(tmpdir(), 'fs-images-')));
    await files.write('media/p1/m1/a.png', PNG);
    await files.write('media/p1/m2/b.jpg', JPEG);
    await files.write('media/p1/m3/c.gif', GIF);
    const out = await resolveFactsheetImages(
      {
        ...imageDeps(files, {
          'p1/m1': 'media/p1/m1/a.png',
          'p1/m2': 'media/p1/m2/b.jpg',
          'p1/m3': 'media/p1/m3/c.gif',
          'p1/m4': 'media/p1/m4/gone.png',
        }),
        log: silent,
      },
      [
        { productId: 'p1', mediaId: 'm1' },
        { productId: 'p1', mediaId: 'm1' },
        { productId: 'p1', mediaId: 'm2' },
        { productId: 'p1', mediaId: 'm3' },
        { productId: 'p1', mediaId: 'm4' },
        null,
      ],
      // The sources under test have no built tenant logo (functions/build.ts writes it beside the bundle).
      { withTenantLogo: true },
    );
    expect(out.images).toEqual({
      m1: { id: 'm1', url: '/api/products/p1/media/m1', width: 4, height: 2, mimeType: 'image/png' },
      m2: { id: 'm2', url: '/api/products/p1/media/m2', width: 3, height: 5, mimeType: 'image/jpeg' },
    });
    expect(Object.keys(out.bytes).sort()).toEqual(['m1', 'm2']);
    expect(Buffer.from(out.bytes.m1 ?? []).equals(PNG)).toBe(true);
  });

  it("draws an open share class's media, and leaves out a hidden class's, another fund's and an unknown product's", async () => {
    const files = new LocalFolderFileStore(mkdtempSync(join(tmpdir(), 'fs-images-')));
    for (const p of ['p1', 'p2', 'p3', 'p4', 'p9']) await files.write(`media/${p}/m-${p}/a.png`, PNG);
    const warnings: string[] = [];
    const records = Object.fromEntries(
      ['p1', 'p2', 'p3', 'p4', 'p9'].map((p) => [`${p}/m-${p}`, `media/${p}/m-${p}/a.png`]),
    );
    const out = await resolveFactsheetImages(
      imageDeps(files, records, warnings),
      ['p1', 'p2', 'p3', 'p4', 'p9'].map((p) => ({ productId: p, mediaId: `m-${p}` })),
      { withTenantLogo: false },
    );
    expect(Object.keys(out.images).sort()).toEqual(['m-p1', 'm-p2']);
    expect(Object.keys(out.bytes).sort()).toEqual(['m-p1', 'm-p2']);
    expect([...out.drawable].sort()).toEqual(['p1/m-p1', 'p2/m-p2']);
    expect(out.images['m-p2']?.url).toBe('/api/products/p2/media/m-p2');
    // Each refusal is logged with both products.
    expect(warnings).toHaveLength(3);
    for (const p of ['p3', 'p4', 'p9']) {
      expect(
        warnings.some((w) => w.includes(`"productId":"p1"`) && w.includes(`"mediaProductId":"${p}"`)),
      ).toBe(true);
    }
  });

  it("reads the file its product's media record names, never a file outside that product's folder", async () => {
    const files = new LocalFolderFileStore(mkdtempSync(join(tmpdir(), 'fs-images-')));
    await files.write('media/p1/m1/a.png', PNG);
    await files.write('media/p3/m3/secret.png', PNG);
    const warnings: string[] = [];
    const out = await resolveFactsheetImages(
      imageDeps(
        files,
        {
          // A record of p1 whose path points into the hidden p3's folder, and a ref with no record at all.
          'p1/m1': 'media/p3/m3/secret.png',
          'p1/m2': 'media/p1/../p3/m3/secret.png',
        },
        warnings,
      ),
      [
        { productId: 'p1', mediaId: 'm1' },
        { productId: 'p1', mediaId: 'm2' },
        { productId: 'p1', mediaId: 'm5' },
      ],
      { withTenantLogo: false },
    );
    expect(out.images).toEqual({});
    expect(out.drawable.size).toBe(0);
    expect(warnings).toHaveLength(3);
  });
});
