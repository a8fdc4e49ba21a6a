import { describe, expect, it } from 'vitest';
import { memoryMiB } from './api-options.js';

describe('memoryMiB', () => {
  it('reads memory options in MiB', () => {
    expect(memoryMiB('512MiB')).toBe(512);
    expect(memoryMiB('1GiB')).toBe(1024);
    expect(memoryMiB('2GiB')).toBe(2048);
  });
});
