import type { BuildOptions } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Packages kept external and installed beside the bundle (build.ts writes them into dist/package.json): the ones the
 * Functions runtime and the emulator inspect as real packages, and resvg (the link-preview images,
 * services/site/preview-image.ts), whose renderer is a native addon per platform that esbuild cannot bundle: Cloud
 * Build installs the binary of the runtime's platform.
 */
export const RUNTIME_PACKAGES = ['firebase-functions', 'firebase-admin', '@resvg/resvg-js'] as const;

/**
 * The esbuild options of the functions bundle. `useEmulators: false` is the production build: `__TEST_FAULTS__`
 * (src/build-flags.d.ts) is `false` there, so the task functions never wire the test-only fault switches in and the
 * switches' modules are not in the bundle at all (build-options.test.ts looks for them in the output).
 */
export function functionsBuildOptions(o: { outDir: string; useEmulators: boolean }): BuildOptions {
  return {
    entryPoints: [join(here, 'src', 'index.ts')],
    outfile: join(o.outDir, 'index.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'info',
    external: RUNTIME_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    define: { __TEST_FAULTS__: String(o.useEmulators) },
    // Folds `false ? faults : undefined` away, and with it the only import of each fault module.
    minifySyntax: !o.useEmulators,
    // Bundled CommonJS dependencies call require() for Node built-ins, which ESM output does not have.
    banner: {
      js: "import { createRequire as __portalCreateRequire } from 'node:module';\nconst require = __portalCreateRequire(import.meta.url);",
    },
  };
}
