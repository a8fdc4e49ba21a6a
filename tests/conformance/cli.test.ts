/**
 * `portal-analytics` end to end: spawns the real bin on the reference CSVs of METRICS.md and compares its output
 * with the independent Python reference (tests/conformance/reference_stats.py) and with the engine.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  STAT_IDS,
  STAT_PERIODS,
  computeAnalysisSeries,
  computeStatisticsTable,
  parseRiskFreeCsv,
  type PriceSeries,
} from '@portal/domain';
import fixture from '../../packages/domain/src/analytics/fixtures/conformance.json';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = join(ROOT, 'packages', 'cli', 'bin', 'portal-analytics.mjs');
const data = (name: string): string => join('tests', 'conformance', 'data', `${name}.csv`);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}
function cli(...args: string[]): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The reference series a run reads (names of tests/conformance/data/*.csv) and the prices' frequency. */
interface Input {
  prices: string;
  benchmark?: string;
  frequency: string;
}
/** Runs `command` on `input` with `--json` and the other options given; asserts exit 0 and parses the output. */
function json(command: 'stats' | 'series', input: Input, ...options: string[]): unknown {
  const benchmark = input.benchmark ? ['--benchmark', data(input.benchmark)] : [];
  const r = cli(
    command,
    '--prices',
    data(input.prices),
    ...benchmark,
    '--frequency',
    input.frequency,
    ...options,
    '--json',
  );
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as unknown;
}
interface Cell {
  period: string;
  startDate: string | null;
  endDate: string | null;
  nReturns: number;
  statId: string;
  value: number | null;
}
const close = (a: number | null, b: number | null): boolean =>
  a === null || b === null ? a === b : Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(b), 1e-8);

describe('portal-analytics stats', { timeout: 60_000 }, () => {
  it('DAX vs SMI, all periods: every cell equals the reference implementation; anchors hold', () => {
    const cells = json('stats', {
      prices: 'eustockmarkets_dax',
      benchmark: 'eustockmarkets_smi',
      frequency: 'daily',
    }) as Cell[];
    expect(cells).toHaveLength(STAT_PERIODS.length * STAT_IDS.length);
    expect(Object.keys(cells[0] ?? {})).toEqual([
      'period',
      'startDate',
      'endDate',
      'nReturns',
      'statId',
      'value',
    ]);
    const want = fixture.cases.find((c) => c.name === 'dax-smi-daily')?.tables[0]?.cells ?? [];
    expect(want).toHaveLength(cells.length);
    cells.forEach((c, i) => {
      const w = want[i];
      expect([c.period, c.statId, c.startDate, c.endDate, c.nReturns]).toEqual([
        w?.period,
        w?.statId,
        w?.startDate,
        w?.endDate,
        w?.nReturns,
      ]);
      expect(close(c.value, w?.value ?? null)).toBe(true);
    });
    const get = (p: string, s: string) => cells.find((c) => c.period === p && c.statId === s)?.value ?? NaN;
    expect(Math.abs(get('max', 'annualizedReturn') / 0.17858494583426343 - 1)).toBeLessThan(1e-12);
    expect(Math.abs(get('max', 'maximumDrawdown') / 0.22622259742982798 - 1)).toBeLessThan(1e-12);
    expect(Math.abs(get('12m', 'sharpeRatio') / 1.2030841963502827 - 1)).toBeLessThan(1e-12);
    expect(Math.abs(get('ytd', 'beta') / 0.84999526206079479 - 1)).toBeLessThan(1e-12);
  });

  it('CAC vs FTSE 36m information ratio; repeated --period keeps the given order', () => {
    const cells = json(
      'stats',
      { prices: 'eustockmarkets_cac', benchmark: 'eustockmarkets_ftse', frequency: 'daily' },
      '--period',
      '36m',
      '--period',
      'max',
    ) as Cell[];
    expect([...new Set(cells.map((c) => c.period))]).toEqual(['36m', 'max']);
    const ir = cells.find((c) => c.period === '36m' && c.statId === 'informationRatio')?.value ?? NaN;
    expect(Math.abs(ir / 0.74510629971594333 - 1)).toBeLessThan(1e-12);
  });

  it('monthly with a risk-free rate and a benchmark on a different calendar', () => {
    const cells = json(
      'stats',
      { prices: 'managers_ham2', benchmark: 'managers_sp500_tr', frequency: 'monthly' },
      '--risk-free',
      '0.035',
    ) as Cell[];
    const want = fixture.cases.find((c) => c.name === 'ham2-sp500-monthly')?.tables[0]?.cells ?? [];
    expect(cells.map((c) => [c.period, c.statId, c.startDate, c.nReturns])).toEqual(
      want.map((c) => [c.period, c.statId, c.startDate, c.nReturns]),
    );
    cells.forEach((c, i) => {
      expect(close(c.value, want[i]?.value ?? null)).toBe(true);
    });
  });

  it('without a benchmark the relative statistics are null', () => {
    const cells = json(
      'stats',
      { prices: 'eustockmarkets_weekly_dax', frequency: 'weekly' },
      '--period',
      'max',
    ) as Cell[];
    expect(cells.find((c) => c.statId === 'beta')?.value).toBeNull();
    expect(cells.find((c) => c.statId === 'sharpeRatio')?.value).not.toBeNull();
  });

  it('text output without --json', () => {
    const r = cli('stats', '--prices', data('eustockmarkets_dax'), '--frequency', 'daily', '--period', 'max');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/annualizedReturn\s+0\.178585/);
    expect(r.stdout).toMatch(/beta\s+n\/a/);
  });
});

describe('portal-analytics with a risk-free series (--risk-free-series)', { timeout: 60_000 }, () => {
  const ratesFile = data('synthetic_saron');
  const load = (name: string): PriceSeries => {
    const f = (fixture.files as Record<string, { dates: string[]; prices: number[] } | undefined>)[name];
    if (!f) throw new Error(name);
    return { dates: f.dates, prices: f.prices, adjusted: f.prices };
  };
  const rates = parseRiskFreeCsv(readFileSync(join(ROOT, ratesFile), 'utf8'));

  it('every cell equals the engine on the parsed series (rates in % p.a. read as decimals)', () => {
    if (!rates.ok) throw new Error('fixture rates do not parse');
    const cells = json(
      'stats',
      { prices: 'eustockmarkets_dax', benchmark: 'eustockmarkets_smi', frequency: 'daily' },
      '--risk-free-series',
      ratesFile,
    ) as Cell[];
    const engine = computeStatisticsTable({
      fund: load('eustockmarkets_dax'),
      benchmark: load('eustockmarkets_smi'),
      frequency: 'daily',
      riskFreeSeries: { id: 'SYNTHETIC_SARON', dates: rates.dates, rates: rates.rates },
    });
    expect(cells).toEqual(
      engine.cells.map(({ period, startDate, endDate, nReturns, statId, value }) => ({
        period,
        startDate,
        endDate,
        nReturns,
        statId,
        value,
      })),
    );
    // The series starts in March 1992: the max window (July 1991) has no rate, shorter windows have one.
    const sharpe = (period: string) => cells.find((c) => c.period === period && c.statId === 'sharpeRatio');
    expect(sharpe('max')?.value).toBeNull();
    expect(sharpe('60m')?.value).not.toBeNull();
    // rf-free statistics are those of the run without a rate.
    const plain = json('stats', {
      prices: 'eustockmarkets_dax',
      benchmark: 'eustockmarkets_smi',
      frequency: 'daily',
    }) as Cell[];
    const unchanged = ['annualizedReturn', 'correlation', 'trackingError', 'informationRatio'];
    expect(cells.filter((c) => unchanged.includes(c.statId))).toEqual(
      plain.filter((c) => unchanged.includes(c.statId)),
    );
  });

  it('text output states the series and its last fixing; --risk-free-id names it', () => {
    const base = ['stats', '--prices', data('managers_ham1'), '--frequency', 'monthly', '--period', '12m'];
    const byFile = cli(...base, '--risk-free-series', ratesFile);
    expect(byFile.status).toBe(0);
    expect(byFile.stdout).toContain('risk-free: SYNTHETIC_SARON, last fixing 1999-06-08');
    const named = cli(...base, '--risk-free-series', ratesFile, '--risk-free-id', 'SARON');
    expect(named.stdout).toContain('risk-free: SARON, last fixing 1999-06-08');
    // A window the series does not reach back to: n/a* with a footnote (DAX max starts in July 1991).
    const dax = cli(
      'stats',
      '--prices',
      data('eustockmarkets_dax'),
      '--frequency',
      'daily',
      '--period',
      'max',
      '--risk-free-series',
      ratesFile,
    );
    expect(dax.stdout).toMatch(/sharpeRatio\s+n\/a\*/);
    expect(dax.stdout).toContain('* the risk-free series has no rate on or before the window start');
    expect(byFile.stdout).not.toContain('n/a*');
    const series = json(
      'series',
      { prices: 'managers_ham1', frequency: 'monthly' },
      '--risk-free-series',
      ratesFile,
    ) as ReturnType<typeof computeAnalysisSeries>;
    expect(series.conventions.riskFreeSeries).toEqual({ id: 'SYNTHETIC_SARON', lastDate: '1999-06-08' });
  });

  it('--risk-free and --risk-free-series together: a clear error, exit 2', () => {
    const r = cli(
      'stats',
      '--prices',
      data('managers_ham1'),
      '--risk-free',
      '0.02',
      '--risk-free-series',
      ratesFile,
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      'use either --risk-free (a constant rate) or --risk-free-series (dated rates)',
    );
    const idAlone = cli('stats', '--prices', data('managers_ham1'), '--risk-free-id', 'SARON');
    expect(idAlone.status).toBe(2);
    expect(idAlone.stderr).toContain('--risk-free-id needs --risk-free-series');
  });

  it('a bad rate CSV: row errors on stderr, exit 2', () => {
    const r = cli(
      'stats',
      '--prices',
      data('managers_ham1'),
      '--risk-free-series',
      'packages/domain/src/csv/fixtures/not-ok/decimal-comma.csv',
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('invalid risk-free rate CSV');
    expect(r.stderr).toContain('row 1, rate: "price" - Unexpected column name; expected date and rate');
  });
});

describe('portal-analytics series', { timeout: 60_000 }, () => {
  it('prints the engine series as JSON', () => {
    const out = json(
      'series',
      { prices: 'eustockmarkets_dax', benchmark: 'eustockmarkets_smi', frequency: 'daily' },
      '--period',
      'ytd',
    ) as ReturnType<typeof computeAnalysisSeries>;
    const load = (name: string): PriceSeries => {
      const f = (fixture.files as Record<string, { dates: string[]; prices: number[] } | undefined>)[name];
      if (!f) throw new Error(name);
      return { dates: f.dates, prices: f.prices, adjusted: f.prices };
    };
    const engine = computeAnalysisSeries(
      { fund: load('eustockmarkets_dax'), benchmark: load('eustockmarkets_smi'), frequency: 'daily' },
      { window: 'ytd' },
    );
    expect(out).toEqual(JSON.parse(JSON.stringify(engine)));
    expect(out.window).toMatchObject({ startDate: '1997-12-31', endDate: '1998-08-14' });
  });
  it('options: initial value, resample, explicit range, annualize', () => {
    const out = json(
      'series',
      { prices: 'eustockmarkets_dax', frequency: 'daily' },
      '--from',
      '1995-01-01',
      '--initial-value',
      '100',
      '--resample',
      '100',
      '--annualize',
      '--old-data-end-date',
      '1995-06-30',
    ) as ReturnType<typeof computeAnalysisSeries>;
    expect(out.cumulativeReturns.fund.values[0]).toBe(100);
    expect(out.cumulativeReturns.fund.dates.length).toBeLessThanOrEqual(100);
    expect(out.cumulativeReturns.fund.oldDataEndDate).toBe('1995-06-30');
    expect(out.periodReturns.find((p) => p.period === '60m')?.annualized).toBe(true);
  });
  it("--benchmark-frequency: the benchmark's rolling metrics use its own frequency", () => {
    const out = json(
      'series',
      { prices: 'eustockmarkets_weekly_dax', benchmark: 'eustockmarkets_smi', frequency: 'weekly' },
      '--benchmark-frequency',
      'daily',
    ) as ReturnType<typeof computeAnalysisSeries>;
    expect(out.conventions.scale).toBe(52);
    expect(out.rolling1y.benchmark?.scale).toBe(252);
    expect(out.rolling1y.benchmark?.dates[0]).toBe('1992-06-17');
  });
});

describe('portal-analytics errors', { timeout: 60_000 }, () => {
  it('bad CSV: row errors on stderr, exit 2', () => {
    const r = cli(
      'stats',
      '--prices',
      'packages/domain/src/csv/fixtures/not-ok/thousands-separators.csv',
      '--frequency',
      'daily',
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('row 2, price: "1,234.50" - Remove the thousands separators.');
    expect(r.stderr).toContain('row 3, price');
  });
  it('bad arguments: usage, exit 2', () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['stats'],
      ['stats', '--prices', data('eustockmarkets_dax'), '--frequency', 'hourly'],
      ['stats', '--prices', data('eustockmarkets_dax'), '--period', '2m'],
      ['stats', '--prices', data('eustockmarkets_dax'), '--risk-free', 'two'],
      ['stats', '--prices', data('eustockmarkets_dax'), '--bogus'],
      ['series', '--prices', data('eustockmarkets_dax'), '--period', 'max', '--period', 'ytd'],
      ['series', '--prices', data('eustockmarkets_dax'), '--benchmark-frequency', 'daily'],
      [
        'stats',
        '--prices',
        data('eustockmarkets_dax'),
        '--benchmark',
        data('eustockmarkets_smi'),
        '--benchmark-frequency',
        'daily',
      ],
    ]) {
      const r = cli(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage:');
    }
  });
  it('missing file: exit 2', () => {
    const r = cli('stats', '--prices', 'nope.csv');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('cannot read nope.csv');
  });
  it('--help: usage on stdout, exit 0', () => {
    const r = cli('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('portal-analytics stats');
  });
});

describe('npx portal-analytics (the bin linked by npm ci)', { timeout: 60_000 }, () => {
  it('runs from the repository root', () => {
    const r = spawnSync(
      'npx',
      [
        '--no-install',
        'portal-analytics',
        'stats',
        '--prices',
        data('edhec_cta_global'),
        '--frequency',
        'monthly',
        '--period',
        'max',
        '--json',
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(r.status).toBe(0);
    const cells = JSON.parse(r.stdout) as Cell[];
    const want = fixture.cases.find((c) => c.name === 'edhec-cta-sp500-monthly')?.tables[0]?.cells ?? [];
    const ar = cells.find((c) => c.statId === 'annualizedReturn')?.value ?? null;
    expect(
      close(ar, want.find((c) => c.period === 'max' && c.statId === 'annualizedReturn')?.value ?? null),
    ).toBe(true);
  });
});

it('reference data in tests/conformance/data are the shared reference CSVs', () => {
  const csv = readFileSync(join(ROOT, data('eustockmarkets_dax')), 'utf8');
  expect(csv.split('\n')[0]).toBe('date,price');
});
