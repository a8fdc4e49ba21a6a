import type { HoldingComponent } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { holdingComponentsForm, holdingComponentsToSave } from './holding-components-form';

const stored = (list: HoldingComponent[]) => new Map(list.map((c) => [c.kind, c]));
const sectors: HoldingComponent = {
  kind: 'sectors',
  chartType: 'bar',
  showOnOverview: true,
  topHoldingsCount: null,
};
const top: HoldingComponent = {
  kind: 'topHoldings',
  chartType: 'table',
  showOnOverview: false,
  topHoldingsCount: 10,
};

describe('holding components form', () => {
  it('starts from what is stored, defaults for kinds never saved (blank count = all)', () => {
    const form = holdingComponentsForm(stored([sectors, top]));
    expect(form.sectors).toEqual({ chartType: 'bar', showOnOverview: true, topHoldingsCount: '' });
    expect(form.topHoldings).toEqual({ chartType: 'table', showOnOverview: false, topHoldingsCount: '10' });
    expect(form.regions).toEqual({ chartType: 'pie', showOnOverview: false, topHoldingsCount: '' });
    expect(Object.keys(form)).toHaveLength(6);
  });

  it('saves only what changed or was never saved', () => {
    const all = [
      sectors,
      top,
      ...(['assetClasses', 'currencyExposure', 'instrumentTypes', 'regions'] as const).map(
        (kind): HoldingComponent => ({
          kind,
          chartType: 'pie',
          showOnOverview: false,
          topHoldingsCount: null,
        }),
      ),
    ];
    const saved = stored(all);
    const form = holdingComponentsForm(saved);
    expect(holdingComponentsToSave(form, saved)).toEqual({ components: [], issues: [] });
    form.regions = { chartType: 'donut', showOnOverview: true, topHoldingsCount: '' };
    form.topHoldings = { ...form.topHoldings, topHoldingsCount: ' ' };
    expect(holdingComponentsToSave(form, saved)).toEqual({
      components: [
        { kind: 'regions', chartType: 'donut', showOnOverview: true, topHoldingsCount: null },
        { kind: 'topHoldings', chartType: 'table', showOnOverview: false, topHoldingsCount: null },
      ],
      issues: [],
    });
    expect(holdingComponentsToSave(holdingComponentsForm(new Map()), new Map()).components).toHaveLength(6);
  });

  it('refuses a count that is not a positive whole number; other kinds ignore the count', () => {
    for (const bad of ['0', '-3', '2.5', 'ten', '1e3']) {
      const form = holdingComponentsForm(stored([top]));
      form.topHoldings.topHoldingsCount = bad;
      expect(holdingComponentsToSave(form, stored([top])).issues, bad).toEqual([
        { path: 'topHoldings.topHoldingsCount', problem: 'positiveWholeNumber' },
      ]);
    }
    const form = holdingComponentsForm(stored([sectors]));
    form.sectors.topHoldingsCount = 'junk';
    expect(holdingComponentsToSave(form, stored([sectors])).issues).toEqual([]);
  });
});
