import { describe, expect, it } from 'vitest';
import { distinctColors } from './distinct-colors';

const PALETTE = ['#111111', '#222222', '#333333'];

describe('distinctColors', () => {
  it('keeps colours that are already distinct', () => {
    expect(distinctColors(['#aa0000', '#00aa00'], PALETTE)).toEqual(['#aa0000', '#00aa00']);
  });

  it('gives a repeated colour (any case) the next palette colour', () => {
    expect(distinctColors(['#AA0000', '#aa0000', '#aa0000'], PALETTE)).toEqual([
      '#AA0000',
      '#111111',
      '#222222',
    ]);
  });

  it('never hands out a palette colour another product has as its own', () => {
    expect(distinctColors(['#aa0000', '#aa0000', '#111111'], PALETTE)).toEqual([
      '#aa0000',
      '#222222',
      '#111111',
    ]);
  });

  it('keeps the own colour when the palette runs out', () => {
    expect(distinctColors(['#aa0000', '#aa0000', '#aa0000'], ['#111111'])).toEqual([
      '#aa0000',
      '#111111',
      '#aa0000',
    ]);
  });
});
