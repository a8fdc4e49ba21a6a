import {
  API,
  comparisonResponseSchema,
  computeComparison,
  holdingsOn,
  holdingsOverlap,
  localizedIn,
  readGate,
  RETURNS_PRICE_FIELD,
  type ComparedProduct,
  type ComparisonMember,
  type ComparisonProduct,
  type ComparisonResponse,
  type GateDecision,
  type Language,
  type OverlapPortfolio,
  type QueryOf,
} from '@portal/domain';
import {
  prepare,
  readSources,
  sourceVersions,
  type AnalyticsSources,
} from '../../../analytics/analytics-sources.js';
import { cachedResult, type CachedBody } from '../../../analytics/result-cache.js';
import { loadProductHoldings, type ProductHoldings } from '../../../holdings/read-holdings.js';
import type { EntryHandler, HandlerContext } from '../../context.js';
import { gateDenial } from '../../reader-gate.js';

/*
 * GET /products/comparison (docs/comparison.md): each product through its own gate (the mode gate of its analysis
 * page, with the reader's roles and investor profile), then one pass over the prepared series of the products let
 * through (the shared in-flight reads and the series cache, as every analytics call), and the result cache keyed on
 * the query, every series' version and the gate's answers.
 */

type Allowed = { id: string; decision: GateDecision & { kind: 'allow' } };

/** A refused product as its own page is refused: its status and message, the reason except for a 404. */
function refusal(id: string, d: GateDecision & { kind: 'deny' }): ComparisonProduct {
  const error = gateDenial(d.status, d.reason, id);
  return {
    productId: id,
    refused: {
      status: d.status,
      messageKey: error.messageKey,
      ...(d.status === 404 ? {} : { reason: d.reason }),
    },
  };
}

function compared(
  s: AnalyticsSources,
  column: ReturnType<typeof computeComparison>['columns'][number],
  lang: Language,
): ComparedProduct {
  const { product, fund } = s;
  const last = fund.series.dates.length - 1;
  return {
    productId: product.productId,
    refused: null,
    name: product.productName,
    shortName: product.productShortName ?? product.productName,
    color: product.productColor,
    mode: s.mode.mode,
    benchmark: s.benchmark
      ? { symbol: s.benchmark.config.id, name: localizedIn(s.benchmark.config.name, lang) }
      : null,
    keyFacts: {
      currency: fund.currency,
      isin: product.isin ?? null,
      inceptionDate: product.inceptionDate,
      aum: product.aum ?? null,
      lastDate: fund.series.dates[last] ?? null,
      lastPrice: fund.series.prices[last] ?? null,
      details: product.details
        .slice()
        .sort((a, b) => a.order - b.order)
        .map((d) => ({ key: localizedIn(d.key, lang), value: localizedIn(d.value, lang) })),
    },
    window: column.window,
    cumulative: column.cumulative,
    drawdowns: column.drawdowns,
    rollingVolatility: column.rollingVolatility,
    yearlyReturns: column.yearlyReturns,
    statistics: {
      conventions: column.statistics.conventions,
      periods: column.statistics.periods.map((p) => ({
        period: p.period,
        fund: p.fund.available
          ? {
              period: p.period,
              available: true,
              startDate: p.fund.startDate,
              endDate: p.fund.endDate,
              nReturns: p.fund.nReturns,
            }
          : { period: p.period, available: false, reason: p.fund.reason },
        aligned: !p.aligned
          ? null
          : p.aligned.available
            ? {
                period: p.period,
                available: true,
                startDate: p.aligned.startDate,
                endDate: p.aligned.endDate,
                nReturns: p.aligned.nReturns,
              }
            : { period: p.period, available: false, reason: p.aligned.reason },
      })),
      cells: column.statistics.cells,
    },
  };
}

/** The latest snapshot of each product with holdings, as its holdings section shows it. */
function portfoliosOf(
  sources: readonly AnalyticsSources[],
  holdings: readonly ProductHoldings[],
  lang: Language,
): OverlapPortfolio[] {
  return sources.flatMap((s, i) => {
    const data = holdings[i];
    if (!data) return [];
    const answer = holdingsOn(
      {
        productId: s.product.productId,
        currency: s.product.currency,
        snapshots: data.snapshots,
        overrides: data.overrides,
      },
      undefined,
      lang,
    );
    return answer ? [{ productId: s.product.productId, date: answer.date, holdings: answer.holdings }] : [];
  });
}

/** The query of a comparison, as its JSON and its PDF entries both declare it. */
type ComparisonQuery = QueryOf<typeof API.comparison>;

/** A comparison computed, or kept by the result cache, for a reader. */
export interface LoadedComparison {
  /** The answer as the result cache keeps it: its JSON text (what `GET /products/comparison` sends) and ETag. */
  body: CachedBody;
  hit: boolean;
  /** The language of its texts: the query's, else the first compared product's first. */
  lang: Language;
}

/**
 * The comparison of `c.query` for `c.reader`: each product through its own gate, then one pass over the prepared
 * series of the products let through, served from the result cache keyed on the query, every series' and holdings'
 * version and the gate's answers. The JSON answer and the PDF both read it, so the two cannot differ.
 */
export async function loadComparison(c: HandlerContext<ComparisonQuery>): Promise<LoadedComparison> {
  const q = c.query;
  const decisions = q.products.map((id) => ({
    id,
    decision: readGate(c.reader, {
      kind: 'mode',
      product: c.config.products.get(id),
      mode: q.mode ?? 'primary',
      catalogue: c.config.products,
    }),
  }));
  const allowed = decisions.filter((d): d is Allowed => d.decision.kind === 'allow');
  // The series and the holdings of every product let through, all read at once (the holdings' version listings are
  // a query per product per call: in sequence after the series they were most of a cached answer's time).
  const [sources, holdings] = await Promise.all([
    Promise.all(
      allowed.map(({ decision }) => {
        if (!decision.mode) throw new Error('the mode gate allowed without a mode');
        // The relative statistics against the benchmark the product's analysis page opens with (its mode's first).
        return readSources(c, decision.product, decision.mode, decision.mode.benchmarks[0]);
      }),
    ),
    Promise.all(
      allowed.map(({ decision }) =>
        loadProductHoldings(c.db, decision.product.productId, (path, error) => {
          c.log.error('A holdings record is invalid and is left out', { path, error: String(error) });
        }),
      ),
    ),
  ]);
  const lang: Language = q.lang ?? sources[0]?.product.availableLanguages[0] ?? 'en';
  const versions = [...sources.flatMap((s) => sourceVersions(s)), ...holdings.map((h) => h.version)];
  // The gate's answers are part of the key: another reader of the same query may be refused other products.
  const gate = decisions.map((d) =>
    d.decision.kind === 'allow' ? 'ok' : `${d.decision.status}:${d.decision.reason}`,
  );
  const compute = (): ComparisonResponse => {
    const members: ComparisonMember[] = sources.map((s) => ({
      productId: s.product.productId,
      // The charts are the products' own lines: their preparation skips the benchmark's alignment.
      series: prepare({ ...s, benchmark: null }, { priceField: RETURNS_PRICE_FIELD }),
      prepareCut: (cut) => prepare(s, { priceField: RETURNS_PRICE_FIELD, cut }),
    }));
    const result = computeComparison(members, {
      period: q.period,
      ...(q.period_start_date ? { start: q.period_start_date } : {}),
      ...(q.period_end_date ? { end: q.period_end_date } : {}),
    });
    const byId = new Map(
      sources.map((s, i) => {
        const column = result.columns[i];
        if (!column) throw new Error('computeComparison returned fewer columns than members');
        return [s.product.productId, compared(s, column, lang)] as const;
      }),
    );
    const portfolios = portfoliosOf(sources, holdings, lang);
    return {
      period: result.period,
      common: result.common,
      chartStart: result.chartStart,
      products: decisions.map((d) => {
        if (d.decision.kind === 'deny') return refusal(d.id, d.decision);
        const product = byId.get(d.id);
        if (!product) throw new Error(`no column for ${d.id}`);
        return product;
      }),
      correlations: result.correlations,
      holdingsOverlap: portfolios.length >= 2 ? holdingsOverlap(portfolios) : null,
    };
  };
  const { value, hit } = await cachedResult(
    c.db,
    c.config.version,
    'comparison',
    versions,
    { ...q, lang, gate },
    compute,
  );
  return { body: value, hit, lang };
}

/** The answer of a loaded comparison as an object (the result cache keeps its JSON text). */
export const comparisonResponseOf = (loaded: LoadedComparison): ComparisonResponse =>
  comparisonResponseSchema.parse(JSON.parse(loaded.body.json));

export const getComparison: EntryHandler<typeof API.comparison> = async (c) => {
  const { body, hit } = await loadComparison(c);
  return { status: 200, json: body, cache: hit ? 'hit' : 'miss' };
};
