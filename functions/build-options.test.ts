import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionsBuildOptions } from './build-options.js';

/** The bundle's code, built in memory. */
async function bundle(useEmulators: boolean): Promise<string> {
  const result = await build({
    ...functionsBuildOptions({ outDir: '/nonexistent', useEmulators }),
    write: false,
    sourcemap: false,
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('index.js'));
  if (!js) throw new Error('no index.js in the output');
  return js.text;
}

// The fault switches' documents and messages: present only where the switches are.
const MARKERS = ['testFaults/bulkPriceApply', 'testFaults/factsheetGeneration', 'injected fault'];

describe('the functions bundle', () => {
  it('leaves the test-only fault switches out of the production build', async () => {
    const text = await bundle(false);
    expect(text).toContain('applyBulkPrices');
    for (const marker of MARKERS) expect(text).not.toContain(marker);
  });

  it('wires them into the emulator build', async () => {
    const text = await bundle(true);
    for (const marker of MARKERS) expect(text).toContain(marker);
  });
});
