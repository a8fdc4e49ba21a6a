import { readFileSync } from 'node:fs';
import process from 'node:process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AnalyticsInputError,
  STAT_PERIODS,
  UPDATE_FREQUENCIES,
  computeAnalysisSeries,
  computeStatisticsTable,
  formatCsvError,
  isRealDate,
  parsePriceCsv,
  parseRiskFreeCsv,
  priceRowsToSeries,
  riskFreeIdOfFileName,
  type AnalyticsConventions,
  type PriceField,
  type PriceSeries,
  type RiskFreeSeries,
  type StatisticCell,
  type StatPeriod,
  type UpdateFrequency,
} from '@portal/domain';
// The CSV errors' texts live once, in the web locales (packages/domain/src/csv/messages.ts); the CLI speaks English.
import enPriceData from '../../../web/src/locales/en/price-data.json' with { type: 'json' };

export const USAGE = `Usage:
  portal-analytics stats  --prices fund.csv [--benchmark bench.csv] [--frequency F]
                          [--risk-free R | --risk-free-series rates.csv [--risk-free-id ID]]
                          [--period P ...] [--price-field adjusted|price] [--json]
  portal-analytics series --prices fund.csv [--benchmark bench.csv [--benchmark-frequency F]] [--frequency F]
                          [--risk-free R | --risk-free-series rates.csv [--risk-free-id ID]]
                          [--period P | --from YYYY-MM-DD [--to YYYY-MM-DD]] [--initial-value V]
                          [--resample N] [--annualize] [--old-data-end-date YYYY-MM-DD]
                          [--price-field adjusted|price] [--json]

  CSV files: header row, then date,price[,adjusted_price] (dates YYYY-MM-DD, decimal point).
  --frequency   daily | weekly | monthly | quarterly | yearly | other (scale 252/52/12/4/1; default: inferred
                from the median gap between dates, like "other")
  --benchmark-frequency  the benchmark's own frequency, for its rolling one-year metrics (series; default
                --frequency). Relative statistics always use the scale of the common dates.
  --risk-free   constant annual risk-free rate as a decimal, e.g. 0.02 (default 0; per period rf / scale)
  --risk-free-series  dated annual risk-free rates (SARON, €STR, SOFR, ...): CSV date,rate with the rate in
                percent per year (1.25 = 1.25 %; zero and negative allowed). The rate in effect for a return is the
                last one dated on or before the return's start date; windows the series does not reach back to
                have null rf-dependent statistics (riskFreeRateMissing). Not together with --risk-free.
  --risk-free-id  name of the series in the printed conventions (default: the file name, upper case)
  --period      ${STAT_PERIODS.join(' ')} (stats: repeatable, default all eight; series: default max)
  --price-field adjusted (default; = price when the file has no adjusted_price column) or price
  --json        JSON output (stats: array of {period,startDate,endDate,nReturns,statId,value}; series: always JSON,
                with the conventions)

Exit codes: 0 ok, 2 bad arguments or bad CSV (row errors on stderr), 1 unexpected error.
Definitions: METRICS.md; engine: packages/domain/src/analytics.`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readFile: (path: string) => string;
}

const defaultIo: CliIo = {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  readFile: (p) => readFileSync(resolve(p), 'utf8'),
};

class UsageError extends Error {}
class InputError extends Error {}

const isPeriod = (p: string): p is StatPeriod => (STAT_PERIODS as readonly string[]).includes(p);
const isFrequency = (f: string): f is UpdateFrequency =>
  (UPDATE_FREQUENCIES as readonly string[]).includes(f);

function loadCsv(io: CliIo, path: string, label: string): PriceSeries {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (e) {
    throw new InputError(`${label}: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = parsePriceCsv(text);
  if (!parsed.ok) {
    const lines = parsed.errors.map((e) => `${path}: ${formatCsvError(e, enPriceData)}`);
    throw new InputError(`${label}: invalid price CSV (${parsed.errors.length} errors)\n${lines.join('\n')}`);
  }
  return priceRowsToSeries(parsed.rows);
}

function loadRiskFreeSeries(io: CliIo, path: string, id: string | undefined): RiskFreeSeries {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (e) {
    throw new InputError(
      `risk-free-series: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const parsed = parseRiskFreeCsv(text);
  if (!parsed.ok) {
    const lines = parsed.errors.map((e) => `${path}: ${formatCsvError(e, enPriceData)}`);
    throw new InputError(
      `risk-free-series: invalid risk-free rate CSV (${parsed.errors.length} errors)\n${lines.join('\n')}`,
    );
  }
  return { id: id ?? riskFreeIdOfFileName(path), dates: parsed.dates, rates: parsed.rates };
}

function numberOption(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(v))
    throw new UsageError(`--${name} must be a number (got ${raw})`);
  return v;
}

function dateOption(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || !isRealDate(raw)) {
    throw new UsageError(`--${name} must be a date as YYYY-MM-DD (got ${raw})`);
  }
  return raw;
}

/** Runs the CLI; returns the exit code (never calls `process.exit`, so tests can call it in-process). */
export function runCli(argv: readonly string[], io: CliIo = defaultIo): number {
  try {
    return run(argv, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`portal-analytics: ${e.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (e instanceof InputError || e instanceof AnalyticsInputError) {
      io.stderr(`portal-analytics: ${e.message}\n`);
      return 2;
    }
    io.stderr(
      `portal-analytics: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return 1;
  }
}

function run(argv: readonly string[], io: CliIo): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        prices: { type: 'string' },
        benchmark: { type: 'string' },
        frequency: { type: 'string' },
        'benchmark-frequency': { type: 'string' },
        'risk-free': { type: 'string' },
        'risk-free-series': { type: 'string' },
        'risk-free-id': { type: 'string' },
        period: { type: 'string', multiple: true },
        'price-field': { type: 'string' },
        json: { type: 'boolean' },
        from: { type: 'string' },
        to: { type: 'string' },
        'initial-value': { type: 'string' },
        resample: { type: 'string' },
        annualize: { type: 'boolean' },
        'old-data-end-date': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  const { values: o, positionals } = parsed;
  if (o.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const command = positionals[0];
  if (command !== 'stats' && command !== 'series')
    throw new UsageError('expected a command: stats or series');
  if (positionals.length > 1) throw new UsageError(`unexpected argument: ${positionals[1] ?? ''}`);
  if (!o.prices) throw new UsageError('--prices <file.csv> is required');
  const frequency = o.frequency ?? 'other';
  if (!isFrequency(frequency)) throw new UsageError(`unknown --frequency ${frequency}`);
  const benchmarkFrequency = o['benchmark-frequency'] ?? (o.frequency === undefined ? 'other' : frequency);
  if (!isFrequency(benchmarkFrequency))
    throw new UsageError(`unknown --benchmark-frequency ${benchmarkFrequency}`);
  if (o['benchmark-frequency'] !== undefined && !o.benchmark)
    throw new UsageError('--benchmark-frequency needs --benchmark');
  const periods = o.period ?? [];
  for (const p of periods)
    if (!isPeriod(p)) throw new UsageError(`unknown --period ${p} (${STAT_PERIODS.join(', ')})`);
  const rawField = o['price-field'] ?? 'adjusted';
  if (rawField !== 'adjusted' && rawField !== 'price') throw new UsageError('--price-field adjusted|price');
  const priceField: PriceField = rawField;
  const riskFreeAnnual = numberOption('risk-free', o['risk-free']) ?? 0;
  // One source of the rate: a typed constant or a dated series, never both (which one wins would be a guess).
  if (o['risk-free'] !== undefined && o['risk-free-series'] !== undefined)
    throw new UsageError(
      'use either --risk-free (a constant rate) or --risk-free-series (dated rates), not both',
    );
  if (o['risk-free-id'] !== undefined && o['risk-free-series'] === undefined)
    throw new UsageError('--risk-free-id needs --risk-free-series');
  const riskFreeSeries = o['risk-free-series']
    ? loadRiskFreeSeries(io, o['risk-free-series'], o['risk-free-id'])
    : null;

  const input = {
    fund: loadCsv(io, o.prices, 'prices'),
    benchmark: o.benchmark ? loadCsv(io, o.benchmark, 'benchmark') : null,
    frequency,
    benchmarkFrequency,
    riskFreeAnnual,
    riskFreeSeries,
    priceField,
    oldDataEndDate: dateOption('old-data-end-date', o['old-data-end-date']) ?? null,
  };

  if (command === 'stats') {
    for (const name of [
      'from',
      'to',
      'initial-value',
      'resample',
      'annualize',
      'benchmark-frequency',
    ] as const) {
      if (o[name] !== undefined) throw new UsageError(`--${name} only applies to the series command`);
    }
    const table = computeStatisticsTable(input, {
      periods: periods.length > 0 ? periods.filter(isPeriod) : STAT_PERIODS,
    });
    const cells = table.cells.map((c) => ({
      period: c.period,
      startDate: c.startDate,
      endDate: c.endDate,
      nReturns: c.nReturns,
      statId: c.statId,
      value: c.value,
    }));
    if (o.json) io.stdout(`[\n${cells.map((c) => `  ${JSON.stringify(c)}`).join(',\n')}\n]\n`);
    else io.stdout(textTable(table.cells, table.conventions));
    return 0;
  }

  if (periods.length > 1) throw new UsageError('series takes one --period');
  const from = dateOption('from', o.from);
  const to = dateOption('to', o.to);
  if (from === undefined && to !== undefined) throw new UsageError('--to needs --from');
  if (from !== undefined && periods.length > 0) throw new UsageError('use either --period or --from/--to');
  const resample = numberOption('resample', o.resample);
  if (resample !== undefined && !(Number.isInteger(resample) && resample >= 5)) {
    throw new UsageError('--resample must be an integer >= 5');
  }
  const series = computeAnalysisSeries(input, {
    window: from !== undefined ? { from, to: to ?? null } : (periods.find(isPeriod) ?? 'max'),
    initialValue: numberOption('initial-value', o['initial-value']) ?? null,
    withResample: resample ?? false,
    annualizePeriodsBiggerThanOneYear: o.annualize ?? false,
  });
  io.stdout(`${JSON.stringify(series, null, o.json ? undefined : 2)}\n`);
  return 0;
}

/** A human table: statistics x periods, `n/a` for null (`n/a*`: no risk-free rate for that window, footnoted). */
function textTable(cells: readonly StatisticCell[], conventions: AnalyticsConventions): string {
  const periods = [...new Set(cells.map((c) => c.period))];
  const ids = [...new Set(cells.map((c) => c.statId))];
  const get = (p: string, id: string) => cells.find((c) => c.period === p && c.statId === id);
  const width = Math.max(...ids.map((i) => i.length));
  const head = ['statistic'.padEnd(width), ...periods.map((p) => p.padStart(12))].join(' ');
  const rows = ids.map((id) =>
    [
      id.padEnd(width),
      ...periods.map((p) => {
        const c = get(p, id);
        const na = c?.nullReason === 'riskFreeRateMissing' ? 'n/a*' : 'n/a';
        return (c?.value == null ? na : c.value.toPrecision(6)).padStart(12);
      }),
    ].join(' '),
  );
  const footnote = cells.some((c) => c.nullReason === 'riskFreeRateMissing')
    ? '* the risk-free series has no rate on or before the window start\n'
    : '';
  return `${head}\n${rows.join('\n')}\n(${conventionsLine(conventions)})\n${footnote}`;
}

/** The conventions as the page and the factsheet state them (METRICS.md "Product-level rules"). */
export function conventionsLine(c: AnalyticsConventions): string {
  const rf = c.riskFreeSeries
    ? `risk-free: ${c.riskFreeSeries.id}, last fixing ${c.riskFreeSeries.lastDate}`
    : `risk-free ${c.riskFreeAnnual}`;
  const pair = c.pairScale === c.scale ? '' : `, benchmark-relative scale ${c.pairScale}`;
  return `simple returns, scale ${c.scale}${pair}, ${rf}, VaR historical type 7`;
}
