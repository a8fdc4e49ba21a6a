import { describe, expect, it } from 'vitest';
import { srgbIccProfile, srgbToLinear } from './srgb-icc.js';

const profile = srgbIccProfile();
const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
const ascii = (offset: number, length = 4) =>
  String.fromCharCode(...profile.subarray(offset, offset + length));
const s15Fixed16 = (offset: number) => view.getInt32(offset) / 65536;

function tags(): Map<string, { offset: number; size: number }> {
  const out = new Map<string, { offset: number; size: number }>();
  for (let i = 0; i < view.getUint32(128); i++) {
    const entry = 132 + 12 * i;
    out.set(ascii(entry), { offset: view.getUint32(entry + 4), size: view.getUint32(entry + 8) });
  }
  return out;
}

function tag(signature: string): { offset: number; size: number } {
  const t = tags().get(signature);
  if (!t) throw new Error(`no ${signature} tag`);
  return t;
}

const xyz = (signature: string) => [0, 1, 2].map((i) => s15Fixed16(tag(signature).offset + 8 + 4 * i));

describe('srgbIccProfile', () => {
  it('has a v2 display-class RGB -> XYZ header whose size is the length', () => {
    expect(view.getUint32(0)).toBe(profile.length);
    expect(profile.length % 4).toBe(0);
    expect(view.getUint32(8)).toBe(0x02100000);
    expect([ascii(12), ascii(16), ascii(20), ascii(36)]).toEqual(['mntr', 'RGB ', 'XYZ ', 'acsp']);
    expect([s15Fixed16(68), s15Fixed16(72), s15Fixed16(76)].map((v) => v.toFixed(4))).toEqual([
      '0.9642',
      '1.0000',
      '0.8249',
    ]);
  });

  it('lists every required tag, 4-byte aligned, after the tag table and inside the profile', () => {
    const all = tags();
    expect([...all.keys()].sort()).toEqual(
      ['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
    );
    for (const [signature, { offset, size }] of all) {
      expect(offset % 4, signature).toBe(0);
      expect(offset, signature).toBeGreaterThanOrEqual(132 + 12 * all.size);
      expect(offset + size, signature).toBeLessThanOrEqual(profile.length);
    }
    expect(ascii(tag('desc').offset + 12, 17)).toBe('sRGB IEC61966-2.1');
  });

  it('has the D50 white point and Bradford-adapted primaries that add up to it', () => {
    expect(xyz('wtpt').map((v) => v.toFixed(4))).toEqual(['0.9642', '1.0000', '0.8249']);
    const [r, g, b] = [xyz('rXYZ'), xyz('gXYZ'), xyz('bXYZ')];
    expect(r.map((v) => v.toFixed(4))).toEqual(['0.4361', '0.2225', '0.0139']);
    expect(g.map((v) => v.toFixed(4))).toEqual(['0.3851', '0.7169', '0.0971']);
    expect(b.map((v) => v.toFixed(4))).toEqual(['0.1431', '0.0606', '0.7141']);
    [0, 1, 2].forEach((i) => {
      expect((r[i] ?? 0) + (g[i] ?? 0) + (b[i] ?? 0)).toBeCloseTo(xyz('wtpt')[i] ?? 0, 3);
    });
  });

  it('has a 1024-point sRGB curve per channel, rising from 0 to 1 and 0.214 at 0.5', () => {
    const { offset } = tag('rTRC');
    expect(tag('gTRC').offset).toBe(offset);
    expect(tag('bTRC').offset).toBe(offset);
    expect(ascii(offset)).toBe('curv');
    const n = view.getUint32(offset + 8);
    expect(n).toBe(1024);
    const at = (i: number) => view.getUint16(offset + 12 + 2 * i) / 65535;
    expect([at(0), at(n - 1)]).toEqual([0, 1]);
    for (let i = 1; i < n; i++) expect(at(i)).toBeGreaterThanOrEqual(at(i - 1));
    const half = (n - 1) / 2;
    const interpolated = (at(Math.floor(half)) + at(Math.ceil(half))) / 2;
    expect(interpolated).toBeCloseTo(0.214, 3);
    expect(srgbToLinear(0.5)).toBeCloseTo(0.214, 3);
  });

  it('gives the same bytes every time, and a copy a caller cannot spoil the cache with', () => {
    const again = srgbIccProfile();
    expect(again).toEqual(profile);
    again[0] = 0xff;
    expect(srgbIccProfile()).toEqual(profile);
  });
});
