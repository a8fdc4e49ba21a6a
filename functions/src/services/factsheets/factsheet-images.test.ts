import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFolderFileStore } from '../files/local-folder-file-store.js';
import {
  decodeImage,
  headerImageSource,
  mediaImageSource,
  resolveFactsheetImages,
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
    expect(mediaImageSource(ref)).toEqual({ productId: 'p1', mediaId: 'm1', path: 'media/p1/m1/a.png' });
    expect(mediaImageSource({ ...ref, contentType: 'video/mp4' })).toBeNull();
    expect(headerImageSource({ path: 'media/p1/m2/logo.png', name: 'logo.png' })).toEqual({
      productId: 'p1',
      mediaId: 'm2',
      path: 'media/p1/m2/logo.png',
    });
    expect(headerImageSource({ path: 'documents/p1/d1/x.pdf', name: 'x.pdf' })).toBeNull();
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
      { files, log: silent },
      [
        { productId: 'p1', mediaId: 'm1', path: 'media/p1/m1/a.png' },
        { productId: 'p1', mediaId: 'm1', path: 'media/p1/m1/a.png' },
        { productId: 'p1', mediaId: 'm2', path: 'media/p1/m2/b.jpg' },
        { productId: 'p1', mediaId: 'm3', path: 'media/p1/m3/c.gif' },
        { productId: 'p1', mediaId: 'm4', path: 'media/p1/m4/gone.png' },
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
});
