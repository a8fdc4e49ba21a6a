import { describe, expect, it } from 'vitest';
import { ServerTiming } from './server-timing.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ServerTiming', () => {
  it('lists each phase as it settles, failed ones too, then the total', async () => {
    const timing = new ServerTiming();
    let finishAuth = (): void => undefined;
    const auth = timing.time('auth', new Promise<void>((resolve) => (finishAuth = resolve)));
    const config = timing.time('config', Promise.reject(new Error('read failed')));
    await expect(config).rejects.toThrow('read failed');
    finishAuth();
    await auth;
    await settle();
    timing.total();
    expect(timing.header()).toMatch(/^config;dur=\d+\.\d, auth;dur=\d+\.\d, total;dur=\d+\.\d$/);
  });

  it('passes the work through unchanged', async () => {
    await expect(new ServerTiming().time('app', Promise.resolve(42))).resolves.toBe(42);
  });

  it('has an empty header before anything is recorded', () => {
    expect(new ServerTiming().header()).toBe('');
  });
});
