import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './negotiate-encoding.js';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0', null],
    ['gzip;q=0.0, deflate', null],
    ['deflate, zstd', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
