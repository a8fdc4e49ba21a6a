import { describe, expect, it } from 'vitest';
import {
  checkMediaFile,
  checkPickedMedia,
  MEDIA_LIMITS,
  mediaAccept,
  mediaUrl,
  sniffMediaType,
} from './media.js';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) =>
      typeof p === 'string' ? Array.from({ length: p.length }, (_, i) => p.charCodeAt(i)) : p,
    ),
  );
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest');
const MP4 = bytes([0, 0, 0, 0x18], 'ftypmp42');

describe('media files', () => {
  it('proves the type by the bytes', () => {
    expect(sniffMediaType(PNG)?.contentType).toBe('image/png');
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(sniffMediaType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffMediaType(bytes('GIF89a'))?.contentType).toBe('image/gif');
    expect(sniffMediaType(MP4)?.contentType).toBe('video/mp4');
    expect(sniffMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 1]))?.contentType).toBe('video/webm');
    expect(
      sniffMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBe(undefined);
    expect(sniffMediaType(bytes('RIFF'))).toBe(undefined);
  });

  it('refuses empty, too large, unknown and disguised files', () => {
    expect(checkMediaFile('a.png', 'image/png', new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const big = new Uint8Array(MEDIA_LIMITS.maxBytes + 1);
    big.set(PNG);
    expect(checkMediaFile('a.png', 'image/png', big)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkMediaFile('a.svg', 'image/svg+xml', bytes('<svg/>'))).toEqual({
      ok: false,
      problem: 'unsupportedType',
    });
    expect(checkMediaFile('a.png', 'image/jpeg', PNG)).toEqual({ ok: false, problem: 'contentMismatch' });
    expect(checkMediaFile('a.mp4', 'image/png', PNG)).toEqual({ ok: false, problem: 'contentMismatch' });
    expect(checkMediaFile('a.png', 'application/octet-stream', PNG)).toMatchObject({ ok: true });
    expect(checkMediaFile('clip', 'video/mp4; codecs=avc1', MP4)).toMatchObject({ ok: true });
  });

  it('serves under the product it was uploaded to', () => {
    expect(mediaUrl('ge-chf', 'm1')).toBe('/api/products/ge-chf/media/m1');
    expect(mediaAccept('video')).toBe('video/mp4,video/webm');
  });

  it('checks a picked file by its size, first bytes and the kinds the field takes', () => {
    const file = (name: string, type: string, size: number) => ({ name, type, size });
    expect(checkPickedMedia(file('a.png', 'image/png', 0), PNG, ['image'])).toEqual({
      ok: false,
      problem: 'empty',
    });
    expect(checkPickedMedia(file('a.png', 'image/png', MEDIA_LIMITS.maxBytes + 1), PNG, ['image'])).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(checkPickedMedia(file('a.png', 'image/png', MEDIA_LIMITS.maxBytes), PNG, ['image'])).toMatchObject(
      {
        ok: true,
        warnLarge: true,
      },
    );
    expect(
      checkPickedMedia(file('a.png', 'image/png', MEDIA_LIMITS.warnBytes), PNG, ['image']),
    ).toMatchObject({
      ok: true,
      warnLarge: false,
    });
    expect(checkPickedMedia(file('a.svg', 'image/svg+xml', 10), bytes('<svg/>'), ['image'])).toEqual({
      ok: false,
      problem: 'unsupportedType',
    });
    expect(checkPickedMedia(file('clip.mp4', 'video/mp4', 100), MP4, ['image'])).toEqual({
      ok: false,
      problem: 'wrongKind',
    });
    // Some systems report no type: the bytes decide.
    expect(checkPickedMedia(file('clip.mp4', '', 100), MP4, ['video'])).toMatchObject({ ok: true });
  });
});
