import { HOLDING_COMPONENT_KINDS, holdingComponentSchema, type HoldingComponent } from '@portal/domain';

type Kind = (typeof HOLDING_COMPONENT_KINDS)[number];

/** One row of the holding components form; the top-holdings count as typed (blank = all). */
export interface HoldingComponentRow {
  chartType: HoldingComponent['chartType'];
  showOnOverview: boolean;
  topHoldingsCount: string;
}
export type HoldingComponentsForm = Record<Kind, HoldingComponentRow>;

/** What a never-saved component starts as: allocations as a pie, top holdings as a table; none on the overview. */
const DEFAULT_CHART: Record<Kind, HoldingComponent['chartType']> = {
  assetClasses: 'pie',
  currencyExposure: 'pie',
  instrumentTypes: 'pie',
  regions: 'pie',
  sectors: 'pie',
  topHoldings: 'table',
};

/** The form's values from the stored components (a kind never saved gets its default). */
export function holdingComponentsForm(stored: ReadonlyMap<string, HoldingComponent>): HoldingComponentsForm {
  const entries = HOLDING_COMPONENT_KINDS.map((kind): [Kind, HoldingComponentRow] => {
    const c = stored.get(kind);
    return [
      kind,
      {
        chartType: c?.chartType ?? DEFAULT_CHART[kind],
        showOnOverview: c?.showOnOverview ?? false,
        topHoldingsCount: c?.topHoldingsCount == null ? '' : String(c.topHoldingsCount),
      },
    ];
  });
  return Object.fromEntries(entries) as HoldingComponentsForm;
}

export type HoldingComponentIssue = { path: `${Kind}.topHoldingsCount`; problem: 'positiveWholeNumber' };

/**
 * The components to save: every kind whose row differs from what is stored (or that was never saved), validated by
 * the stored schema (`holdingComponentSchema`); a count that is not blank nor a positive whole number is an issue.
 */
export function holdingComponentsToSave(
  values: HoldingComponentsForm,
  stored: ReadonlyMap<string, HoldingComponent>,
): { components: HoldingComponent[]; issues: HoldingComponentIssue[] } {
  const components: HoldingComponent[] = [];
  const issues: HoldingComponentIssue[] = [];
  for (const kind of HOLDING_COMPONENT_KINDS) {
    const row = values[kind];
    const text = kind === 'topHoldings' ? row.topHoldingsCount.trim() : '';
    const count = text === '' ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const parsed = holdingComponentSchema.safeParse({
      kind,
      chartType: row.chartType,
      showOnOverview: row.showOnOverview,
      topHoldingsCount: count,
    });
    if (!parsed.success) {
      issues.push({ path: `${kind}.topHoldingsCount`, problem: 'positiveWholeNumber' });
      continue;
    }
    const before = stored.get(kind);
    const same =
      before?.chartType === parsed.data.chartType &&
      before.showOnOverview === parsed.data.showOnOverview &&
      before.topHoldingsCount === parsed.data.topHoldingsCount;
    if (!same) components.push(parsed.data);
  }
  return { components, issues };
}
