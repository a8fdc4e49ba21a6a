/**
 * What must never be in the web bundle (docs/security.md "Secrets"): everything under web/dist is public, so a
 * private key, a service account, an SMTP URL with its password or one of the functions' secrets there is leaked.
 * `npm run build` and `npm run deploy` scan the built bundle with this (scripts/check-web-bundle.ts) and fail on a
 * finding. The web API key (`AIza...`) is not a secret: Firebase web keys identify the project and are public.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCAL_SECRETS } from '../firebase.js';

/** The functions' secrets (scripts/firebase.ts writes the emulator's into functions/dist/.secret.local). */
const SECRET_NAMES = ['SMTP_URL', 'UNSUBSCRIBE_SECRET', 'ALTCHA_HMAC_KEY'] as const;

const PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
  { name: 'service account', pattern: /"type"\s*:\s*"service_account"|"private_key(?:_id)?"\s*:/ },
  { name: 'service account e-mail', pattern: /[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com/ },
  {
    name: 'URL with a password',
    pattern: /\b(?:smtps?|https?|postgres(?:ql)?|mongodb(?:\+srv)?):\/\/[^\s:/@"'`]+:[^\s@/"'`]+@/,
  },
  { name: 'OAuth client secret', pattern: /\bGOCSPX-[\w-]{10,}/ },
];

export interface SecretFinding {
  file: string;
  what: string;
}

/** The values of the functions' secrets known here: the emulator's, a `.secret.local` file's, the environment's. */
export function knownSecretValues(secretLocalFile?: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const values = new Set<string>(
    Object.values(LOCAL_SECRETS).filter((v) => !v.startsWith('smtp://127.0.0.1')),
  );
  if (secretLocalFile && existsSync(secretLocalFile)) {
    for (const line of readFileSync(secretLocalFile, 'utf8').split('\n')) {
      const [name, ...rest] = line.split('=');
      const value = rest.join('=').trim();
      if ((SECRET_NAMES as readonly string[]).includes(name?.trim() ?? '') && value.length >= 8)
        values.add(value);
    }
  }
  for (const name of SECRET_NAMES) {
    const value = env[name]?.trim();
    if (value && value.length >= 8) values.add(value);
  }
  return [...values];
}

/** Findings in one file's text (pure). */
export function secretsIn(file: string, text: string, secretValues: readonly string[]): SecretFinding[] {
  const found: SecretFinding[] = [];
  for (const { name, pattern } of PATTERNS) if (pattern.test(text)) found.push({ file, what: name });
  for (const value of secretValues) {
    if (text.includes(value))
      found.push({ file, what: `the value of a functions secret (${value.slice(0, 4)}…)` });
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every finding in a built web app (`web/dist`), dot folders (the template, never served) included. */
export function scanWebDist(distDir: string, secretValues: readonly string[]): SecretFinding[] {
  if (!existsSync(distDir)) throw new Error(`${distDir} is missing: build the web app first`);
  return filesUnder(distDir)
    .filter((file) => /\.(?:js|mjs|css|html|json|map|txt|svg|webmanifest)$/.test(file))
    .flatMap((file) => secretsIn(relative(distDir, file), readFileSync(file, 'utf8'), secretValues));
}
