import { describe, expect, it } from 'vitest';
import { TEXTAREA_DEFAULT_PROPS } from './input-defaults';

describe('TEXTAREA_DEFAULT_PROPS', () => {
  it('shows three rows by default and grows no further (seed 000 §9)', () => {
    expect(TEXTAREA_DEFAULT_PROPS).toEqual({ autosize: true, minRows: 3, maxRows: 3 });
  });
});
