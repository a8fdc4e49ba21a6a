/**
 * `npm run deploy:all -- (--tenants a,b | --all) [--canary <id>] [--dry-run]`: deploys several tenants, each to its own
 * Firebase project, in waves: the canary (the first tenant, or --canary) alone with its smoke check, then the rest
 * (docs/deploy.md). `--dry-run` prints the whole plan without credentials or network. A real run needs
 * `npx firebase login` with access to every project deployed.
 */
import { parseDeployAllArgs, UsageError, type DeployAllArgs } from './lib/deploy/plan.js';
import { runDeploy } from './lib/deploy/run-deploy.js';
import { listTenants, repoRoot } from './lib/tenants.js';

let args: DeployAllArgs;
try {
  args = parseDeployAllArgs(process.argv.slice(2), listTenants());
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(2);
}
if (process.env.VITE_FIREBASE_API_KEY) {
  console.warn(
    'VITE_FIREBASE_API_KEY is ignored: deploy:all builds each tenant with its project’s key (apps:sdkconfig WEB).',
  );
}
process.exitCode = await runDeploy({
  tenants: args.tenants,
  canary: args.canary,
  dryRun: args.dryRun,
  root: repoRoot,
  interactive: false,
});
