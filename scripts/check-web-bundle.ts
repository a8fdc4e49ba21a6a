/**
 * `tsx scripts/check-web-bundle.ts`: fails when the built web app (web/dist) holds a secret (scripts/lib/
 * bundle-secrets.ts). Run by `npm run build` and by every deploy after the web build (scripts/lib/deploy/deploy-step.ts).
 */
import { join } from 'node:path';
import { repoRoot } from './firebase.js';
import { knownSecretValues, scanWebDist } from './lib/bundle-secrets.js';

const findings = scanWebDist(
  join(repoRoot, 'web', 'dist'),
  knownSecretValues(join(repoRoot, 'functions', 'dist', '.secret.local')),
);
if (findings.length > 0) {
  for (const f of findings) console.error(`✖ web/dist/${f.file}: ${f.what}`);
  console.error('A secret is in the web bundle: everything there is public. Remove it before deploying.');
  process.exit(1);
}
console.log('✓ web/dist holds no secret');
