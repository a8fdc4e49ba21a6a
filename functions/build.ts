/**
 * Bundles the functions into functions/dist, the directory firebase.json deploys and the emulator loads.
 *
 * Workspace code (@portal/domain) is not on the npm registry, so Cloud Build could never install it: we bundle it,
 * together with every other plain dependency. firebase-functions and firebase-admin stay external because the
 * Functions runtime and the emulator inspect them as real packages (SDK version checks, trigger discovery).
 * Locally, Node resolves them from functions/dist by climbing to the repo's node_modules.
 *
 * `tsx build.ts --watch` rebuilds on change; the emulator reloads when dist changes.
 */
import { build, context, type BuildOptions } from 'esbuild';
import { functionsBuildOptions, RUNTIME_PACKAGES } from './build-options.js';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stampFunctionsTenant } from './tenant-stamp.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'dist');

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

const options: BuildOptions = functionsBuildOptions({
  outDir,
  // A production build (the deploy builds with the emulators off: scripts/lib/deploy/deploy-step.ts, as the web's build) leaves out the test-only
  // fault switches: build-options.ts.
  useEmulators: process.env.VITE_USE_EMULATORS !== 'false',
});

/** The deployed directory's manifest: registry packages only, so Cloud Build can `npm install` it. */
function writeDistPackageJson(): void {
  const source = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as PackageJson;
  const dependencies: Record<string, string> = {};
  for (const name of RUNTIME_PACKAGES) {
    const version = source.dependencies?.[name];
    if (!version) throw new Error(`functions/package.json must list ${name} in dependencies`);
    dependencies[name] = version;
  }
  const manifest = {
    name: source.name,
    type: 'module',
    main: 'index.js',
    engines: { node: '20' },
    dependencies,
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The factsheet PDF's fonts (services/factsheets/render-pdf.ts loads them from `dist/fonts`). */
function copyFactsheetFonts(): void {
  const from = join(here, '..', 'packages', 'domain', 'fonts');
  const to = join(outDir, 'fonts');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from)) copyFileSync(join(from, file), join(to, file));
}

writeDistPackageJson();
copyFactsheetFonts();
// The tenant these functions serve (dist/.tenant/site.json and its logo); one bundle serves any tenant once stamped.
// BUILD_ID: the release a deploy builds (scripts/lib/deploy/deploy-step.ts), as the web's build reads it too.
const release = process.env.BUILD_ID?.trim() ?? '';
stampFunctionsTenant(outDir, process.env.TENANT ?? 'demo', undefined, release === '' ? null : release);
if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
