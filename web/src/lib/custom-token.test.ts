import { describe, expect, it } from 'vitest';
import { isPdfRendererPath, takeCustomTokenFromUrl } from './custom-token';

function page(href: string) {
  const calls: string[] = [];
  const location = { href } as Location;
  const history = {
    state: { idx: 3 },
    replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => {
      calls.push(String(url));
    },
  } as unknown as History;
  return { location, history, calls };
}

describe('takeCustomTokenFromUrl', () => {
  it('takes the token on the PDF source page and removes it from the URL', () => {
    const p = page(
      'http://127.0.0.1:5000/products/fund-a/factsheet-for-pdf-generation?lang=de&token=abc.def#top',
    );
    expect(takeCustomTokenFromUrl(p.location, p.history)).toBe('abc.def');
    expect(p.calls).toEqual(['/products/fund-a/factsheet-for-pdf-generation?lang=de#top']);
  });

  it('accepts the language prefix of langInUrl tenants', () => {
    const p = page('http://x.test/fr/products/fund-a/factsheet-for-pdf-generation?token=t1');
    expect(takeCustomTokenFromUrl(p.location, p.history)).toBe('t1');
    expect(p.calls).toEqual(['/fr/products/fund-a/factsheet-for-pdf-generation']);
  });

  it('strips and ignores a token anywhere else', () => {
    for (const path of [
      '/products/fund-a/factsheet?token=t',
      '/products/fund-a/overview?token=t',
      '/?token=t',
      '/admin/users?token=t&x=1',
      '/products/fund-a/factsheet-for-pdf-generation/extra?token=t',
    ]) {
      const p = page(`http://x.test${path}`);
      expect(takeCustomTokenFromUrl(p.location, p.history)).toBeNull();
      expect(p.calls).toHaveLength(1);
      expect(p.calls[0]).not.toContain('token');
    }
  });

  it('leaves URLs without a token alone', () => {
    const p = page('http://x.test/products/fund-a/factsheet-for-pdf-generation?x=1');
    expect(takeCustomTokenFromUrl(p.location, p.history)).toBeNull();
    expect(p.calls).toEqual([]);
  });

  it('ignores an empty token', () => {
    const p = page('http://x.test/products/fund-a/factsheet-for-pdf-generation?token=');
    expect(takeCustomTokenFromUrl(p.location, p.history)).toBeNull();
    expect(p.calls).toEqual(['/products/fund-a/factsheet-for-pdf-generation']);
  });

  it('recognises the PDF source path', () => {
    expect(isPdfRendererPath('/products/a/factsheet-for-pdf-generation')).toBe(true);
    expect(isPdfRendererPath('/products/a/factsheet-for-pdf-generation/')).toBe(true);
    expect(isPdfRendererPath('/products-dev/a/factsheet-for-pdf-generation')).toBe(false);
    expect(isPdfRendererPath('/xx/yy/products/a/factsheet-for-pdf-generation')).toBe(false);
  });
});
