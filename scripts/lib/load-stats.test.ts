import { describe, expect, it } from 'vitest';
import { formatLatencyTable, quantile, summarise } from './load-stats.js';

describe('quantile (nearest rank)', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the smallest sample with at least p of the samples at or below it', () => {
    expect(quantile(oneToHundred, 0.5)).toBe(50);
    expect(quantile(oneToHundred, 0.95)).toBe(95);
    expect(quantile(oneToHundred, 0.99)).toBe(99);
    expect(quantile(oneToHundred, 1)).toBe(100);
    // Two samples: the median is the lower one, p95 the upper one.
    expect(quantile([10, 20], 0.5)).toBe(10);
    expect(quantile([10, 20], 0.95)).toBe(20);
  });

  it('gives the only sample for any p, and NaN (never a fake 0) without samples', () => {
    expect(quantile([7], 0)).toBe(7);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('summarise', () => {
  it('sorts the samples itself and reports count, p50, p95, p99 and max', () => {
    const samples = [5, 1, 4, 2, 3, 100, 6, 7, 8, 9];
    expect(summarise(samples)).toEqual({ count: 10, p50: 5, p95: 100, p99: 100, max: 100 });
    // The caller's array is left as it was.
    expect(samples[0]).toBe(5);
  });

  it('summarises no samples as count 0 and NaN latencies', () => {
    const s = summarise([]);
    expect(s.count).toBe(0);
    expect(s.p50).toBeNaN();
    expect(s.max).toBeNaN();
  });
});

describe('formatLatencyTable', () => {
  it('prints a header and one aligned row per kind, with requests per second when a duration is given', () => {
    const lines = formatLatencyTable(
      [
        { label: 'site-state', summary: summarise([1, 2, 3, 4]) },
        { label: 'all', summary: summarise([]) },
      ],
      2,
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^kind\s+count\s+req\/s\s+p50\s+p95\s+p99\s+max$/);
    expect(lines[1]).toMatch(/^site-state\s+4\s+2\.0\s+2\.0 ms\s+4\.0 ms\s+4\.0 ms\s+4\.0 ms$/);
    expect(lines[2]).toMatch(/^all\s+0\s+0\.0\s+-\s+-\s+-\s+-$/);
    // Aligned: every line has the same length.
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('leaves the rate column out without a duration', () => {
    const [header] = formatLatencyTable([{ label: 'edit', summary: summarise([1]) }]);
    expect(header).not.toContain('req/s');
  });
});
