import { describe, expect, it } from 'vitest';
import { createPdfRendererToken, PDF_RENDERER_UID, pdfRendererClaims } from './pdf-renderer-token.js';

describe('pdfRendererClaims', () => {
  it('grants read rights only (employee) for one product', () => {
    expect(pdfRendererClaims('global-equity-chf')).toEqual({
      'role:employee': true,
      pdfRenderer: true,
      pdfProductId: 'global-equity-chf',
    });
  });

  it('never grants an admin role', () => {
    const claims = pdfRendererClaims('p1') as unknown as Record<string, unknown>;
    expect(Object.keys(claims).filter((k) => k.startsWith('role:'))).toEqual(['role:employee']);
  });

  it.each(['', 'Global Equity', '../x', 'a'.repeat(121)])('refuses the product id %j', (id) => {
    expect(() => pdfRendererClaims(id)).toThrow(/not a valid product id/);
  });
});

describe('createPdfRendererToken', () => {
  it('mints a custom token for the dedicated service uid with the renderer claims', async () => {
    const calls: [string, object | undefined][] = [];
    const auth = {
      createCustomToken: (uid: string, claims?: object) => {
        calls.push([uid, claims]);
        return Promise.resolve('token');
      },
    };
    await expect(createPdfRendererToken(auth, { productId: 'swiss-bond-i' })).resolves.toBe('token');
    expect(calls).toEqual([
      [PDF_RENDERER_UID, { 'role:employee': true, pdfRenderer: true, pdfProductId: 'swiss-bond-i' }],
    ]);
  });

  it('mints nothing for a bad product id', async () => {
    let called = false;
    const auth = {
      createCustomToken: () => {
        called = true;
        return Promise.resolve('token');
      },
    };
    await expect(createPdfRendererToken(auth, { productId: 'Bad Id' })).rejects.toThrow();
    expect(called).toBe(false);
  });
});
