import { describe, expect, it } from 'vitest';
import {
  cumulativeReturnsQuerySchema,
  performanceDataQuerySchema,
  seriesQuerySchema,
} from './analytics-queries.js';

describe('analytics query schemas', () => {
  it('parses snake_case parameters with defaults', () => {
    expect(cumulativeReturnsQuerySchema.parse({ initial_value: '100', adjusted: 'true' })).toEqual({
      mode: 'live',
      initial_value: 100,
      adjusted: true,
      with_resample: true,
    });
    expect(
      performanceDataQuerySchema.parse({
        periods: 'max,12m',
        stat_ids: 'sharpeRatio,beta',
        risk_free_rate: '0.02',
      }),
    ).toMatchObject({ periods: ['max', '12m'], stat_ids: ['sharpeRatio', 'beta'], risk_free_rate: 0.02 });
  });

  it('rejects unknown parameters, bad enums and reversed windows', () => {
    expect(seriesQuerySchema.safeParse({ benchmark: 'x' }).success).toBe(false);
    expect(seriesQuerySchema.safeParse({ mode: 'backtest' }).success).toBe(false);
    expect(performanceDataQuerySchema.safeParse({ periods: 'max,2y' }).success).toBe(false);
    const reversed = seriesQuerySchema.safeParse({
      period_start_date: '2024-02-01',
      period_end_date: '2024-01-01',
    });
    expect(reversed.error?.issues[0]?.message).toBe('period_start_date must not be after period_end_date');
  });
});
