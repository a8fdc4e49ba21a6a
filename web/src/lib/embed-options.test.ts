import { describe, expect, it } from 'vitest';
import { embedOptions, forcedEmbedLanguage, isEmbeddedPath } from './embed-options';

describe('isEmbeddedPath', () => {
  it('knows the embeddable pages, with or without a language prefix', () => {
    expect(isEmbeddedPath('/products/global-equity-chf/embedded/live-perf-graph')).toBe(true);
    expect(isEmbeddedPath('/de/products/global-equity-chf/embedded/live-perf-table/')).toBe(true);
    expect(isEmbeddedPath('/products/global-equity-chf/live-analysis')).toBe(false);
    expect(isEmbeddedPath('/products/global-equity-chf/embedded')).toBe(false);
    expect(isEmbeddedPath('/x/products/a/embedded/b/c')).toBe(false);
  });
});

describe('embedOptions', () => {
  it('defaults to the visitor language, a white background and a title', () => {
    expect(embedOptions('')).toEqual({ lang: null, transparent: false, showTitle: true });
  });
  it('reads lang, background and title', () => {
    expect(embedOptions('?lang=DE&background=transparent&title=false')).toEqual({
      lang: 'de',
      transparent: true,
      showTitle: false,
    });
    expect(embedOptions('?title=0&background=white&lang=')).toEqual({
      lang: null,
      transparent: false,
      showTitle: false,
    });
    expect(embedOptions('?title=yes').showTitle).toBe(true);
  });
});

describe('forcedEmbedLanguage', () => {
  it('forces ?lang= on embedded pages only', () => {
    expect(
      forcedEmbedLanguage({ pathname: '/products/a/embedded/live-perf-graph', search: '?lang=fr' }),
    ).toBe('fr');
    expect(forcedEmbedLanguage({ pathname: '/products/a/overview', search: '?lang=fr' })).toBeNull();
  });
});
