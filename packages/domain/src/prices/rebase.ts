/**
 * A compact comparison chart of a product and its benchmarks (the admin's price data tab): every series rebased to
 * 100 on the first date all of them have a price (the latest of their first dates), thinned to at most `maxPoints`
 * points (the last point always kept) so a 30-year daily series stays a light SVG. Series without a price on or
 * after that date come out empty. Pure; `values` are adjusted prices, `dates` ascending.
 */
export interface RebasedSeries {
  id: string;
  points: { date: string; value: number }[];
}

export function rebasedSeries(
  series: readonly { id: string; dates: readonly string[]; values: readonly number[] }[],
  maxPoints = 400,
): RebasedSeries[] {
  const nonEmpty = series.filter((s) => s.dates.length > 0);
  const start = nonEmpty.reduce((latest, s) => {
    const first = s.dates[0] ?? '';
    return first > latest ? first : latest;
  }, '');
  return series.map(({ id, dates, values }) => {
    let from = 0;
    while (from < dates.length && (dates[from] ?? '') < start) from++;
    const base = values[from];
    const n = dates.length - from;
    if (base === undefined || !(base > 0) || n <= 0) return { id, points: [] };
    const step = Math.max(1, Math.ceil(n / Math.max(2, maxPoints)));
    const points: { date: string; value: number }[] = [];
    for (let i = from; i < dates.length; i += step) {
      points.push({ date: dates[i] ?? '', value: ((values[i] ?? NaN) / base) * 100 });
    }
    const last = dates.length - 1;
    if ((last - from) % step !== 0)
      points.push({ date: dates[last] ?? '', value: ((values[last] ?? NaN) / base) * 100 });
    return { id, points };
  });
}
