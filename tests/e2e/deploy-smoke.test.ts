import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { runSmoke } from '../../scripts/lib/smoke/smoke.js';
import { repoRoot } from '../../scripts/lib/tenants.js';

// The deploy's smoke check (docs/deploy.md, scripts/smoke.ts) against the seeded demo tenant served by the Hosting
// emulator with the real functions: what it checks after every deploy must pass on a good site, and fail on a site
// without the security policy or one that answers nothing but 404.

const run = promisify(execFile);

async function smokeCli(url: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/smoke.ts', url, ...args], {
      cwd: repoRoot,
      timeout: 120_000,
    });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '' };
  }
}

/** A local server answering every request with `status` and an HTML page, and no security headers at all. */
async function bareServer(status: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_, res) => {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>bare</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let noCsp: { server: Server; url: string };
let notFound: { server: Server; url: string };
beforeAll(async () => {
  noCsp = await bareServer(200);
  notFound = await bareServer(404);
});
afterAll(() => {
  noCsp.server.close();
  notFound.server.close();
});

describe('the smoke check of a deployed site', () => {
  it('passes on the demo site: home page with its policy, health, a product’s key numbers and overview page', async () => {
    const results = await runSmoke(HOSTING_URL, { tenant: 'demo' });
    expect(results.map((r) => r.name)).toEqual(['home', 'health', 'key numbers', 'product page']);
    for (const r of results) expect(r.ok, `${r.name}: ${r.detail}`).toBe(true);
    expect(results.find((r) => r.name === 'health')?.detail).toMatch(/^tenant demo, region \S+, release /);
    expect(results.find((r) => r.name === 'key numbers')?.detail).toMatch(/last price \d/);
  });

  it('fails when the API serves another tenant or release than the one deployed', async () => {
    const results = await runSmoke(HOSTING_URL, { tenant: 'alquant', release: 'release/20261201T093000Z' });
    expect(results.find((r) => r.name === 'health')).toMatchObject({
      ok: false,
      detail: expect.stringContaining(
        'serves tenant demo, not alquant; runs release (none), not release/20261201T093000Z',
      ) as unknown,
    });
  });

  it('fails on a page without the Content-Security-Policy header', async () => {
    const results = await runSmoke(noCsp.url, { timeoutMs: 5_000 });
    expect(results.find((r) => r.name === 'home')).toEqual({
      name: 'home',
      ok: false,
      detail: 'GET /: no Content-Security-Policy header',
    });
  });

  it('fails on a site answering 404', async () => {
    const results = await runSmoke(notFound.url, { timeoutMs: 5_000 });
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(results[0]?.detail).toBe('GET /: status 404; no Content-Security-Policy header');
    expect(results[1]?.detail).toMatch(/^404 from http:\/\/127\.0\.0\.1:\d+\/api\/health$/);
  });

  it('is `npm run smoke -- <url>`: exit 0 when every check passes, 1 when one fails, one line per check', async () => {
    const good = await smokeCli(HOSTING_URL, '--tenant', 'demo');
    expect(good.code, good.stdout).toBe(0);
    expect(good.stdout).toMatch(
      /✓ home: .*\n✓ health: .*\n✓ key numbers: .*\n✓ product page: .*\n✓ all 4 checks passed/,
    );
    const bad = await smokeCli(noCsp.url);
    expect(bad.code, bad.stdout).toBe(1);
    expect(bad.stdout).toContain('✖ home: GET /: no Content-Security-Policy header');
  });
});
