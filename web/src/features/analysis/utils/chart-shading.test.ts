import { describe, expect, it } from 'vitest';
import { chartShading } from './chart-shading';

describe('chartShading', () => {
  it('names each market event in the language and keeps the legacy end date', () => {
    const shading = chartShading(
      [{ name: { en: 'Covid crash', de: 'Covid-Crash' }, startDate: '2020-02-19', endDate: '2020-03-23' }],
      'de',
      '2015-12-31',
    );
    expect(shading).toEqual({
      events: [
        {
          id: 'event-0',
          label: 'Covid-Crash',
          startDate: '2020-02-19',
          endDate: '2020-03-23',
          kind: 'event',
        },
      ],
      oldDataEndDate: '2015-12-31',
    });
  });

  it('shades nothing without events or legacy data', () => {
    expect(chartShading([], 'en', null)).toEqual({ events: [], oldDataEndDate: null });
  });
});
