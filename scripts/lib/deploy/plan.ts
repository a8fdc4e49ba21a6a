/**
 * Which tenants a deploy takes and in which order (pure; docs/deploy.md "Waves"): the canary alone first, then the
 * rest once the canary is deployed and its smoke check passed.
 */
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export const DEPLOY_ALL_USAGE =
  'usage: npm run deploy:all -- (--tenants <a,b,...> | --all) [--canary <id>] [--dry-run]';

export interface DeployAllArgs {
  dryRun: boolean;
  /** In deploy order: as given to --tenants, or every tenant (sorted) for --all. */
  tenants: string[];
  canary: string;
  all: boolean;
}

/** `deploy:all`'s arguments against the tenants there are; a `UsageError` says what is wrong. */
export function parseDeployAllArgs(argv: readonly string[], known: readonly string[]): DeployAllArgs {
  let values: { 'dry-run'?: boolean; all?: boolean; tenants?: string; canary?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        'dry-run': { type: 'boolean' },
        all: { type: 'boolean' },
        tenants: { type: 'string' },
        canary: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${DEPLOY_ALL_USAGE}`);
  }
  const all = values.all === true;
  if (all === (values.tenants !== undefined)) {
    throw new UsageError(`name the tenants with --tenants, or take them all with --all\n${DEPLOY_ALL_USAGE}`);
  }
  const tenants = all
    ? [...known]
    : [
        ...new Set(
          (values.tenants ?? '')
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ];
  if (tenants.length === 0) throw new UsageError(`no tenant to deploy\n${DEPLOY_ALL_USAGE}`);
  const unknown = tenants.filter((t) => !known.includes(t));
  if (unknown.length > 0) {
    throw new UsageError(`no tenant ${unknown.join(', ')} under tenants/ (there are: ${known.join(', ')})`);
  }
  const canary = values.canary ?? tenants[0] ?? '';
  if (!tenants.includes(canary)) {
    throw new UsageError(`the canary ${canary} is not one of the tenants deployed (${tenants.join(', ')})`);
  }
  return { dryRun: values['dry-run'] === true, tenants, canary, all };
}

export interface Wave {
  name: 'canary' | 'rest';
  tenants: string[];
}

/** The canary's wave, then every other tenant in the order given (no second wave when the canary is the only one). */
export function deployWaves(tenants: readonly string[], canary: string): Wave[] {
  if (!tenants.includes(canary)) throw new Error(`canary ${canary} is not among ${tenants.join(', ')}`);
  const rest = tenants.filter((t) => t !== canary);
  return [
    { name: 'canary', tenants: [canary] },
    ...(rest.length > 0 ? [{ name: 'rest' as const, tenants: rest }] : []),
  ];
}
