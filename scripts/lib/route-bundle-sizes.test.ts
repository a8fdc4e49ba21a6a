import { describe, expect, it } from 'vitest';
import { bundleSizesOf, formatBundleSizes } from './route-bundle-sizes.js';

// A manifest shaped like Vite's: an entry with a shared vendor chunk, two routes (one sharing a chart chunk with an
// on-demand module), a Firebase SDK loaded on demand and a locale chunk.
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_vendor'] },
  _vendor: { file: 'assets/vendor-b.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-c.js',
    src: 'src/app/routes/home.tsx',
    imports: ['_vendor'],
  },
  'src/app/routes/analysis.tsx': {
    file: 'assets/analysis-d.js',
    src: 'src/app/routes/analysis.tsx',
    imports: ['_charts', '_vendor'],
  },
  _charts: { file: 'assets/charts-e.js', imports: ['_charts'] },
  'node_modules/@firebase/firestore/dist/index.esm.js': { file: 'assets/firestore-f.js' },
  'src/locales/de/common.json': { file: 'assets/locale-de-common-g.js' },
  'src/app/global.css': { file: 'assets/index-h.css' },
};
const KB: Record<string, number> = {
  'assets/index-a.js': 100,
  'assets/vendor-b.js': 50,
  'assets/home-c.js': 3,
  'assets/analysis-d.js': 20,
  'assets/charts-e.js': 60,
  'assets/firestore-f.js': 130,
  'assets/locale-de-common-g.js': 2,
  'assets/index-h.css': 30,
};
const kbOf = (file: string) => KB[file] ?? 0;

describe('bundleSizesOf', () => {
  it('counts the entry closure once and each route only beyond it', () => {
    const sizes = bundleSizesOf(MANIFEST, kbOf);
    expect(sizes.entryKb).toBe(150);
    expect(sizes.routes).toEqual([
      { route: 'analysis', extraKb: 80, totalKb: 230 },
      { route: 'home', extraKb: 3, totalKb: 153 },
    ]);
  });

  it('lists the JavaScript outside the entry with its routes, without locales or CSS, largest first', () => {
    expect(bundleSizesOf(MANIFEST, kbOf).chunks).toEqual([
      { file: 'assets/firestore-f.js', kb: 130, routes: [] },
      { file: 'assets/charts-e.js', kb: 60, routes: ['analysis'] },
      { file: 'assets/analysis-d.js', kb: 20, routes: ['analysis'] },
      { file: 'assets/home-c.js', kb: 3, routes: ['home'] },
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => bundleSizesOf({ a: { file: 'a.js' } }, kbOf)).toThrow(/no entry/);
  });

  it('prints routes largest first', () => {
    const lines = formatBundleSizes(bundleSizesOf(MANIFEST, kbOf));
    expect(lines[0]).toContain('150.0 KB');
    expect(lines[1]).toMatch(/route analysis\s+\+\s+80\.0 KB\s+=\s+230\.0 KB/);
    expect(lines[2]).toMatch(/route home/);
    expect(lines.at(-4)).toMatch(/130\.0 KB\s+assets\/firestore-f\.js\s+\(on demand\)/);
    expect(lines.at(-3)).toMatch(/assets\/charts-e\.js\s+analysis$/);
  });
});
