import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_SRC, sourceFiles } from './source-files.js';
import * as deployParams from './deploy-params.js';

/*
 * The deploy checks the secrets of FUNCTION_SECRETS in each tenant's project (scripts/lib/deploy): a secret defined
 * anywhere else would deploy unchecked and fail only when the function first starts in production.
 */

const src = FUNCTIONS_SRC;

describe('the deploy parameters of the functions', () => {
  it('define every secret in deploy-params.ts', () => {
    const elsewhere = sourceFiles(src)
      .filter((path) => !path.endsWith(join('tenant', 'deploy-params.ts')))
      .filter((path) => /\bdefine(Json)?Secret\s*\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    expect(elsewhere).toEqual([]);
  });

  it('list every secret they define in FUNCTION_SECRETS', () => {
    const defined = Object.values(deployParams).filter(
      (v): v is (typeof deployParams.FUNCTION_SECRETS)[number] =>
        typeof v === 'object' && !Array.isArray(v) && v.constructor.name === 'SecretParam',
    );
    expect(defined.length).toBeGreaterThan(0);
    expect(new Set(deployParams.FUNCTION_SECRETS)).toEqual(new Set(defined));
  });
});
