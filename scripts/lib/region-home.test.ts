/**
 * Issue 25 item 6: the region (and the project id) of a tenant live in tenants/<id>/tenant.json only. Every runtime
 * reads them from there through one module (functions: src/tenant/deploy-facts.ts; web: config/env.ts; scripts and
 * tests: tenants.ts `tenantFirebase`), and firebase.json gets the region stamped in (./firebase-config.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '../../functions/src/tenant/deploy-facts.js';
import { repoRoot, tenantFromEnv } from '../firebase.js';
import { withFunctionRegion } from './firebase-config.js';
import { listTenants, tenantFirebase } from './tenants.js';

/** Every file of the tree a commit would hold (tracked or new, not ignored: no logs, builds or node_modules). */
const treeFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((f) => f.length > 0);

const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|rules|yml|yaml|txt|sh)$|^\.ci\/|^\.firebaserc$/;

describe('the region has one home: tenants/<id>/tenant.json', () => {
  const regions = [...new Set(listTenants().map((id) => tenantFirebase(id).region))];

  it('every tenant names its region', () => {
    expect(regions.length).toBeGreaterThan(0);
  });

  it('no file outside tenants/ spells a tenant region', () => {
    const offenders: string[] = [];
    for (const file of treeFiles()) {
      if (file.startsWith('tenants/') || !TEXT.test(file)) continue;
      let text: string;
      try {
        text = readFileSync(join(repoRoot, file), 'utf8');
      } catch {
        continue; // listed but deleted in the working tree
      }
      for (const region of regions) if (text.includes(region)) offenders.push(`${file}: ${region}`);
    }
    expect(offenders).toEqual([]);
  });

  it('firebase.json names no region; the CLI gets the tenant region stamped on the api rewrite', () => {
    const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
      hosting: { rewrites: { function?: { functionId: string; region?: string } }[] };
    };
    const api = config.hosting.rewrites.find((r) => r.function?.functionId === 'api');
    expect(api?.function?.region).toBeUndefined();
    const stamped = withFunctionRegion(config, 'test-region1');
    expect(stamped.hosting.rewrites.find((r) => r.function)?.function).toEqual({
      functionId: 'api',
      region: 'test-region1',
    });
    // Everything else is kept as it is.
    expect(stamped.hosting.rewrites.filter((r) => !r.function)).toEqual(
      config.hosting.rewrites.filter((r) => !r.function),
    );
  });

  it("the functions (run from the sources) use the default tenant's region", () => {
    expect(FUNCTIONS_REGION).toBe(tenantFirebase(tenantFromEnv()).region);
  });
});
