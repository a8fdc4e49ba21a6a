/** Inner join of any number of ascending series on their common dates (k-way merge). */
export function alignAll(series: readonly { dates: readonly string[]; prices: ArrayLike<number> }[]): {
  dates: string[];
  prices: Float64Array[];
} {
  const k = series.length;
  const cap = Math.min(...series.map((s) => s.dates.length));
  const dates: string[] = [];
  const prices = series.map(() => new Float64Array(Math.max(0, cap)));
  if (k === 0) return { dates, prices };
  const pos = new Int32Array(k);
  outer: for (;;) {
    let maxDate = '';
    for (let j = 0; j < k; j++) {
      const d = series[j]?.dates[pos[j] ?? 0];
      if (d === undefined) break outer;
      if (d > maxDate) maxDate = d;
    }
    let all = true;
    for (let j = 0; j < k; j++) {
      const s = series[j];
      if (!s) break outer;
      let p = pos[j] ?? 0;
      while (p < s.dates.length && (s.dates[p] ?? '') < maxDate) p++;
      pos[j] = p;
      if (p >= s.dates.length) break outer;
      if (s.dates[p] !== maxDate) all = false;
    }
    if (all) {
      const row = dates.length;
      dates.push(maxDate);
      for (let j = 0; j < k; j++) {
        const arr = prices[j];
        const s = series[j];
        if (arr && s) arr[row] = s.prices[pos[j] ?? 0] ?? NaN;
        pos[j] = (pos[j] ?? 0) + 1;
      }
    }
  }
  return { dates, prices: prices.map((p) => p.subarray(0, dates.length)) };
}
