import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonical JSON', () => {
  it('ignores the order of object keys at every depth, never the order of array items', () => {
    const stored = {
      style: { spacing: 'compact', fontSize: 'normal' },
      footer: { text: 'x', pageNumber: true },
    };
    const answered = {
      footer: { pageNumber: true, text: 'x' },
      style: { fontSize: 'normal', spacing: 'compact' },
    };
    expect(canonicalJson(stored)).toBe(canonicalJson(answered));
    expect(canonicalJson({ layout: ['a', 'b'] })).not.toBe(canonicalJson({ layout: ['b', 'a'] }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
    expect(canonicalJson({ a: null, b: [{ d: 1, c: 2 }] })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });
});
