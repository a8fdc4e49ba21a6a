import { mkdtempSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SECRETS, repoRoot } from '../firebase.js';
import { knownSecretValues, scanWebDist, secretsIn } from './bundle-secrets.js';

describe('the web bundle secret scan', () => {
  const secrets = knownSecretValues();

  it('knows the emulator secrets of the functions (ALTCHA HMAC key, unsubscribe secret)', () => {
    expect(secrets).toContain(LOCAL_SECRETS.ALTCHA_HMAC_KEY);
    expect(secrets).toContain(LOCAL_SECRETS.UNSUBSCRIBE_SECRET);
  });

  it.each([
    ['a private key', 'const k = "-----BEGIN PRIVATE KEY-----\\nMIIE";'],
    ['an RSA private key', '-----BEGIN RSA PRIVATE KEY-----'],
    ['a service account', '{"type": "service_account", "project_id": "x"}'],
    ['a service account key id', '{"private_key_id":"abc"}'],
    ['a service account e-mail', 'deployer@acme-portal.iam.gserviceaccount.com'],
    ['an SMTP URL with a password', 'smtps://mailer:s3cret@smtp.example.com:465'],
    ['an OAuth client secret', 'GOCSPX-abcdefghijklmnop'],
    ['the ALTCHA HMAC key', `var h="${LOCAL_SECRETS.ALTCHA_HMAC_KEY}"`],
    ['the unsubscribe secret', `x(${JSON.stringify(LOCAL_SECRETS.UNSUBSCRIBE_SECRET)})`],
  ])('finds %s', (_name, text) => {
    expect(secretsIn('assets/a.js', text, secrets)).not.toEqual([]);
  });

  it('does not flag what is public: the web API key, an SMTP URL without password, mailto links', () => {
    const text =
      '{"apiKey":"AIzaSyA-public-web-key_0123456789abcdef"} smtp://127.0.0.1:2525 mailto:contact@demo-am.test ' +
      'https://test-region1-demo.cloudfunctions.net';
    expect(secretsIn('index.html', text, secrets)).toEqual([]);
  });

  it('reads the secrets of a .secret.local file and of the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    writeFileSync(
      join(dir, '.secret.local'),
      'ALTCHA_HMAC_KEY=from-the-local-file-1234\nOTHER=ignored-value-1234\n',
    );
    const values = knownSecretValues(join(dir, '.secret.local'), { UNSUBSCRIBE_SECRET: 'from-the-env-5678' });
    expect(values).toEqual(expect.arrayContaining(['from-the-local-file-1234', 'from-the-env-5678']));
    expect(values).not.toContain('ignored-value-1234');
  });

  it('scans every text file of a dist folder, dot folders included', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.portal'));
    writeFileSync(join(dist, 'assets', 'clean.js'), 'console.log(1)');
    writeFileSync(join(dist, '.portal', 'index.template.html'), `<p>${LOCAL_SECRETS.ALTCHA_HMAC_KEY}</p>`);
    expect(scanWebDist(dist, secrets).map((f) => f.file)).toEqual([join('.portal', 'index.template.html')]);
  });
});

/** Non-test TypeScript under web/src, as [path relative to the repo, text]. */
function webSources(dir = join(repoRoot, 'web', 'src')): [string, string][] {
  return readdirSync(dir).flatMap((name): [string, string][] => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return webSources(path);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return [[relative(repoRoot, path), readFileSync(path, 'utf8')]];
  });
}

describe('ID tokens never in URLs (docs/security.md "Tokens")', () => {
  const sources = webSources();
  // The one exception: the PDF renderer's one-time custom token (docs/factsheets.md), taken out of the URL at once.
  const RENDERER = join('web', 'src', 'lib', 'custom-token.ts');
  const TOKEN_PARAM = String.raw`(?:id_?token|token|access_token|jwt|auth|bearer)`;

  it('reads the web sources', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.map(([path]) => path)).toContain(RENDERER);
  });

  it('no query parameter named like a token is written or read, except the renderer token', () => {
    const inQuery = new RegExp(String.raw`[?&]${TOKEN_PARAM}=`, 'i');
    const viaParams = new RegExp(
      String.raw`(?:searchParams|URLSearchParams)[\s\S]{0,40}?['"\`]${TOKEN_PARAM}['"\`]`,
      'i',
    );
    const offenders = sources
      .filter(([path]) => path !== RENDERER)
      .filter(([, text]) => inQuery.test(text) || viaParams.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('an ID token the app reads goes into an Authorization header, nowhere else', () => {
    const readers = sources.filter(([, text]) => /=\s*await\s+[\w.]+\.getIdToken\(/.test(text));
    expect(readers.map(([path]) => path)).toEqual([join('web', 'src', 'lib', 'api-client', 'transport.ts')]);
    for (const [, text] of readers) {
      expect(text).toMatch(/headers\.set\('Authorization', `Bearer \$\{token\}`\)/);
    }
  });
});
