/*
 * The sRGB IEC61966-2.1 ICC profile the PDF/A output intent embeds (issue 29 item 2, pdfa.ts), built in code: the
 * functions ship no ICC file and the bundle needs none. An ICC v2.1 display-class (`mntr`) matrix/TRC profile:
 * RGB -> PCS XYZ through the three colorant tags (the sRGB primaries Bradford-adapted from D65 to D50) and a 1024-entry
 * `curv` per channel (v2 has no parametric curves). Layout and tag types: ICC.1:2001-04 (v2.4), sections 6 and 6.5.
 * The bytes are the same on every build (the header date is fixed), so the PDF stays reproducible.
 */

/** PCS illuminant and media white point: D50 (ICC.1 6.1.11). */
const D50 = [0.9642, 1.0, 0.8249] as const;

/**
 * Colorant tags: the sRGB primaries adapted to D50 with the Bradford transform, as s15Fixed16 values of the widely used
 * sRGB IEC61966-2.1 v2 profiles (0x6FA2 0x38F5 0x0390, ...); each row of X, Y and Z sums to D50 within 1e-4.
 */
const COLORANTS = {
  rXYZ: [0.436066, 0.222488, 0.013916],
  gXYZ: [0.385147, 0.716873, 0.097076],
  bXYZ: [0.143066, 0.060608, 0.714096],
} as const;

const TRC_POINTS = 1024;
const HEADER_SIZE = 128;
const TAG_ENTRY_SIZE = 12;

/** The sRGB decoding function (IEC 61966-2-1:1999, 5.2): encoded value 0..1 -> linear light 0..1. */
export function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function ascii(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** A tag element: 4-byte type signature, 4 reserved bytes, then the body (ICC.1 6.5). */
function element(
  type: string,
  bodySize: number,
  write: (view: DataView, bytes: Uint8Array) => void,
): Uint8Array {
  const bytes = new Uint8Array(8 + bodySize);
  bytes.set(ascii(type));
  write(new DataView(bytes.buffer, 8), bytes.subarray(8));
  return bytes;
}

/** textDescriptionType (v2 only): ASCII with its NUL, then empty Unicode and ScriptCode parts (ICC.1 6.5.17). */
function textDescription(text: string): Uint8Array {
  const n = text.length + 1;
  return element('desc', 4 + n + 4 + 4 + 2 + 1 + 67, (view, body) => {
    view.setUint32(0, n);
    body.set(ascii(text), 4);
  });
}

/** textType: ASCII with its NUL (ICC.1 6.5.18). */
function textTag(text: string): Uint8Array {
  return element('text', text.length + 1, (_view, body) => {
    body.set(ascii(text));
  });
}

function s15Fixed16(view: DataView, offset: number, value: number): void {
  view.setInt32(offset, Math.round(value * 65536));
}

/** XYZType with one XYZNumber (ICC.1 6.5.26). */
function xyzTag(xyz: readonly [number, number, number]): Uint8Array {
  return element('XYZ ', 12, (view) => {
    xyz.forEach((v, i) => {
      s15Fixed16(view, i * 4, v);
    });
  });
}

/** curveType with `TRC_POINTS` uInt16 samples of the sRGB decoding function (ICC.1 6.5.3). */
function curveTag(): Uint8Array {
  return element('curv', 4 + 2 * TRC_POINTS, (view) => {
    view.setUint32(0, TRC_POINTS);
    for (let i = 0; i < TRC_POINTS; i++) {
      view.setUint16(4 + 2 * i, Math.round(srgbToLinear(i / (TRC_POINTS - 1)) * 65535));
    }
  });
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

function buildProfile(): Uint8Array {
  const curve = curveTag();
  // The three TRC tags point at one curve element (ICC.1 allows shared tag data): a third of the size.
  const tags: [string, Uint8Array][] = [
    ['desc', textDescription('sRGB IEC61966-2.1')],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(COLORANTS.rXYZ)],
    ['gXYZ', xyzTag(COLORANTS.gXYZ)],
    ['bXYZ', xyzTag(COLORANTS.bXYZ)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const offsets = new Map<Uint8Array, number>();
  let end = HEADER_SIZE + 4 + TAG_ENTRY_SIZE * tags.length;
  for (const [, data] of tags) {
    if (offsets.has(data)) continue;
    offsets.set(data, align4(end));
    end = align4(end) + data.length;
  }
  const size = align4(end);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);

  view.setUint32(0, size);
  view.setUint32(8, 0x02100000); // version 2.1.0
  bytes.set(ascii('mntr'), 12);
  bytes.set(ascii('RGB '), 16);
  bytes.set(ascii('XYZ '), 20);
  [2026, 1, 1, 0, 0, 0].forEach((v, i) => {
    view.setUint16(24 + 2 * i, v);
  }); // fixed creation date
  bytes.set(ascii('acsp'), 36);
  view.setUint32(64, 0); // rendering intent: perceptual
  D50.forEach((v, i) => {
    s15Fixed16(view, 68 + 4 * i, v);
  });

  view.setUint32(HEADER_SIZE, tags.length);
  tags.forEach(([signature, data], i) => {
    const entry = HEADER_SIZE + 4 + TAG_ENTRY_SIZE * i;
    const offset = offsets.get(data) ?? 0;
    bytes.set(ascii(signature), entry);
    view.setUint32(entry + 4, offset);
    view.setUint32(entry + 8, data.length);
    bytes.set(data, offset);
  });
  return bytes;
}

let profile: Uint8Array | null = null;

/** The profile's bytes (about 2.5 KB), built on first use; a copy, so a caller cannot change the cached one. */
export function srgbIccProfile(): Uint8Array {
  profile ??= buildProfile();
  return profile.slice();
}
