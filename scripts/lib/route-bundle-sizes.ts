/**
 * JavaScript per route of the built web app, from Vite's build manifest (`web/dist/.vite/manifest.json`, never
 * served: Hosting ignores dot folders): what the entry script loads for every page, and what each lazily loaded route
 * module adds on top (its chunk and the chunks it imports that the entry does not already load), gzip-compressed at
 * level 9 as in web-bench.ts. Static figures, no browser: they tell which route grew when a page gets slower.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One record of Vite's manifest (only what is read here). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  /** The route module, e.g. `home` for `src/app/routes/home.tsx`. */
  route: string;
  /** gzip KB this route loads beyond the entry (its module and the chunks only it or other routes import). */
  extraKb: number;
  /** gzip KB of the page in all: entry + extra. */
  totalKb: number;
}

export interface BundleSizes {
  entryKb: number;
  routes: RouteSize[];
  /**
   * JavaScript chunks outside the entry, largest first, with the routes that import them statically (none: loaded
   * on demand, like the Firebase SDKs a visitor's page fetches after its first paint). Locale chunks are left out.
   */
  chunks: { file: string; kb: number; routes: string[] }[];
}

const ROUTE_MODULE = /^src\/app\/routes\/([\w-]+)\.tsx$/;

/** Every manifest key reachable from `key` through static imports (itself included). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Sizes of the entry and of every route module, given a manifest and a way to size a built file (gzip KB).
 * Pure over its inputs, so a fixture manifest tests it.
 */
export function bundleSizesOf(manifest: Manifest, kbOfFile: (file: string) => number): BundleSizes {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry chunk');
  const sum = (keys: Iterable<string>) =>
    [...keys].reduce((acc, key) => acc + kbOfFile(manifest[key]?.file ?? ''), 0);
  const entry = closure(manifest, entryKey);
  const entryKb = sum(entry);
  const routesOf = new Map<string, string[]>();
  const routes: RouteSize[] = [];
  for (const key of Object.keys(manifest).sort()) {
    const name = ROUTE_MODULE.exec(manifest[key]?.src ?? key)?.[1];
    if (!name) continue;
    const own = [...closure(manifest, key)].filter((k) => !entry.has(k));
    for (const k of own) routesOf.set(k, [...(routesOf.get(k) ?? []), name]);
    const extraKb = sum(own);
    routes.push({ route: name, extraKb, totalKb: entryKb + extraKb });
  }
  const chunks = Object.keys(manifest)
    .filter((key) => !entry.has(key))
    .map((key) => ({ key, file: manifest[key]?.file ?? key }))
    .filter(({ file }) => file.endsWith('.js') && !file.includes('/locale-'))
    .map(({ key, file }) => ({ file, kb: kbOfFile(file), routes: routesOf.get(key) ?? [] }))
    .sort((a, b) => b.kb - a.kb);
  return { entryKb, routes, chunks };
}

/** {@link bundleSizesOf} for a build in `distDir`; `undefined` when it was built without a manifest. */
export function readBundleSizes(distDir: string): BundleSizes | undefined {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  const kbOfFile = (file: string): number => {
    const known = cache.get(file);
    if (known !== undefined) return known;
    const path = join(distDir, file);
    const kb = file && existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length / 1024 : 0;
    cache.set(file, kb);
    return kb;
  };
  return bundleSizesOf(manifest, kbOfFile);
}

/** The lines `npm run bench` prints: the entry, then each route (largest first), then the biggest other chunks. */
export function formatBundleSizes(sizes: BundleSizes, chunksShown = 8): string[] {
  const kb = (v: number) => `${v.toFixed(1).padStart(6)} KB`;
  return [
    `  entry (every page): ${kb(sizes.entryKb)} gzip`,
    ...[...sizes.routes]
      .sort((a, b) => b.extraKb - a.extraKb)
      .map((r) => `  route ${r.route.padEnd(16)} +${kb(r.extraKb)}  = ${kb(r.totalKb)}`),
    `  largest chunks outside the entry, and the routes that import them:`,
    ...sizes.chunks
      .slice(0, chunksShown)
      .map((c) => `    ${kb(c.kb)}  ${c.file}  ${c.routes.length ? c.routes.join(', ') : '(on demand)'}`),
  ];
}
