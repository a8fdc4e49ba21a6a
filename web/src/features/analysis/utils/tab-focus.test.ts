import { describe, expect, it } from 'vitest';
import { noteTabFocus, takeTabFocus } from './tab-focus';

describe('analysis tab focus across a mode switch', () => {
  it('gives focus to the page of the mode chosen, once', () => {
    noteTabFocus('historical', 1_000);
    expect(takeTabFocus('live', 1_100)).toBe(false);
    expect(takeTabFocus('historical', 1_200)).toBe(true);
    expect(takeTabFocus('historical', 1_300)).toBe(false);
  });

  it('forgets a note after 30 s (a later visit does not steal focus)', () => {
    noteTabFocus('internal', 0);
    expect(takeTabFocus('internal', 30_001)).toBe(false);
  });

  it('keeps only the last choice', () => {
    noteTabFocus('historical', 0);
    noteTabFocus('internal', 10);
    expect(takeTabFocus('historical', 20)).toBe(false);
    expect(takeTabFocus('internal', 20)).toBe(true);
  });
});
