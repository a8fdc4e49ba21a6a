import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The feature-boundary zones of eslint.config.js, run on snippets placed at real paths of web/src. The imports name
 * real files: the rule only judges imports it can resolve, so these cases also prove that the resolver works (a broken
 * resolver would let every import through silently).
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  const config = (await import(pathToFileURL(`${repoRoot}eslint.config.js`).href)) as {
    featureBoundaries: Linter.Config;
  };
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      config.featureBoundaries,
    ],
  });
}, 30_000);

/** The boundary messages for `code` as if it were the file `filePath` (relative to the repository). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('feature boundaries (eslint.config.js)', () => {
  it('keeps a feature out of another feature, through its index or deep', async () => {
    const file = 'web/src/features/settings/components/example.tsx';
    const [viaIndex, deep] = await Promise.all([
      violations(file, "import { LoginForm } from '../../auth';"),
      violations(file, "import { loginErrorKey } from '../../auth/utils/auth-errors';"),
    ]);
    expect(viaIndex).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(deep).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('lets a feature use its own files and the shared layers', async () => {
    expect(
      await violations(
        'web/src/features/settings/components/example.tsx',
        [
          "import { ReauthForm } from './reauth-form';",
          "import { accountMethods } from '../api/reauthenticate';",
          "import { FormFailureAlert } from '../../../components/form-failure-alert';",
          "import { useCountryName } from '../../../hooks/use-countries';",
          "import { tenant } from '../../../lib/tenant';",
          "import { paths } from '../../../config/paths';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('keeps components, hooks, lib and config free of features', async () => {
    const [lib, component] = await Promise.all([
      violations('web/src/lib/example.ts', "import { useCatalogue } from '../features/products';"),
      violations('web/src/components/example.tsx', "import { ProductsNav } from '../features/products';"),
    ]);
    expect(lib).toEqual([expect.stringContaining('Shared code (components, hooks, lib, config)')]);
    expect(component).toEqual([expect.stringContaining('Shared code (components, hooks, lib, config)')]);
  });

  it('lets nothing but main.tsx import app/', async () => {
    const [fromFeature, fromLib, fromMain] = await Promise.all([
      violations('web/src/features/home/example.ts', "import { router } from '../../app/router';"),
      violations('web/src/lib/example.ts', "import { router } from '../app/router';"),
      violations('web/src/main.tsx', "import { App } from './app/app';"),
    ]);
    expect(fromFeature).toEqual([expect.stringContaining('app/ composes the features')]);
    expect(fromLib).toEqual([expect.stringContaining('app/ composes the features')]);
    expect(fromMain).toEqual([]);
  });

  it('lets app/ reach a feature through its index.ts only, dynamic imports included', async () => {
    const file = 'web/src/app/routes/example.tsx';
    const [index, deep, lazy] = await Promise.all([
      violations(file, "import { LoginForm, useTwoFactorStatus } from '../../features/auth';"),
      violations(file, "import { LoginForm } from '../../features/auth/components/login-form';"),
      violations(file, "export const load = () => import('../../features/auth/components/login-form');"),
    ]);
    expect(index).toEqual([]);
    expect(deep).toEqual([expect.stringContaining('only through its index.ts')]);
    expect(lazy).toEqual([expect.stringContaining('only through its index.ts')]);
  });
});
