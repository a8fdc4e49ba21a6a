#!/usr/bin/env python3
"""Independent reference implementation of METRICS.md (Python 3 standard library only).

Written straight from the definitions, with none of the engine's tricks (no fused passes, no typed arrays, no
running sums): plain lists, one function per statistic, windows found by scanning dates. Its output is committed as
packages/domain/src/analytics/fixtures/conformance.json and compared number by number by
packages/domain/src/analytics/conformance.test.ts (engine) and tests/conformance/cli.test.ts (the CLI).

Run from the repository root:
    python3 tests/conformance/reference_stats.py && npx prettier --write packages/domain/src/analytics/fixtures
"""
import calendar
import csv
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(HERE, "data")
OUT = os.path.join(ROOT, "packages", "domain", "src", "analytics", "fixtures", "conformance.json")

PERIODS = ["1m", "3m", "6m", "12m", "36m", "60m", "ytd", "max"]
MONTHS = {"1m": 1, "3m": 3, "6m": 6, "12m": 12, "36m": 36, "60m": 60}
STAT_IDS = [
    "alpha", "annualizedReturn", "annualizedVolatility", "beta", "correlation", "cumulativeReturn",
    "informationRatio", "maximumDrawdown", "returnToVolatilityRatio", "sharpeRatio", "sortinoRatio",
    "calmarRatio", "omegaRatio", "skewness", "kurtosis", "trackingError", "treynorRatio",
    "m2RiskAdjustedPerfMonthly", "averageMonthlyReturns", "averagePositiveMonthlyReturns",
    "averageNegativeMonthlyReturns", "ratioOfPositiveMonthlyReturns", "ratioOfNegativeMonthlyReturns",
    "maxPositiveMonthlyReturn", "maxNegativeMonthlyReturn", "maxConsecutivePositiveMonthlyReturns",
    "maxConsecutiveNegativeMonthlyReturns", "valueAtRiskOnePercentOneMonth", "valueAtRiskFivePercentOneMonth",
]
RELATIVE = {"alpha", "beta", "correlation", "trackingError", "informationRatio", "treynorRatio",
            "m2RiskAdjustedPerfMonthly"}
SCALE = {"daily": 252, "weekly": 52, "monthly": 12, "quarterly": 4, "yearly": 1}


def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="") as f:
        rows = list(csv.reader(f))[1:]
    return [(r[0], float(r[1])) for r in rows]


def minus_months(date, n):
    y, m, d = int(date[:4]), int(date[5:7]), int(date[8:10])
    total = y * 12 + (m - 1) - n
    ty, tm = total // 12, total % 12 + 1
    return "%04d-%02d-%02d" % (ty, tm, min(d, calendar.monthrange(ty, tm)[1]))


def window(dates, period):
    """(s, e) price indexes or None (METRICS.md §2)."""
    if not dates:
        return None
    e = len(dates) - 1
    last = dates[e]
    if period == "max":
        s = 0
    else:
        target = "%d-12-31" % (int(last[:4]) - 1) if period == "ytd" else minus_months(last, MONTHS[period])
        candidates = [i for i, d in enumerate(dates) if d <= target]
        if not candidates:
            return None
        s = candidates[-1]
    if s >= e:
        return None
    return s, e


def returns(prices):
    return [prices[i] / prices[i - 1] - 1 for i in range(1, len(prices))]


def clean(x):
    return x if x is not None and math.isfinite(x) else None


def mean(x):
    return sum(x) / len(x)


def sd(x):
    if len(x) < 2:
        return None
    m = mean(x)
    return math.sqrt(sum((v - m) ** 2 for v in x) / (len(x) - 1))


def div(a, b):
    if a is None or b is None or b == 0:
        return None
    return clean(a / b)


def cumulative(r):
    p = 1.0
    for v in r:
        p *= 1 + v
    return p - 1


def annualized(r, scale):
    return clean((1 + cumulative(r)) ** (scale / len(r)) - 1)


def max_drawdown(r):
    w, peak, mdd = 1.0, 1.0, 0.0
    for v in r:
        w *= 1 + v
        peak = max(peak, w)
        mdd = max(mdd, 1 - w / peak)
    return mdd


def moment(x, k):
    m = mean(x)
    return sum((v - m) ** k for v in x) / len(x)


def monthly(dates, prices, s, e, unit=7):
    """Calendar buckets of the window: key = date[:unit] (7 = month, 4 = year)."""
    out = []
    anchor = prices[s]
    for i in range(s + 1, e + 1):
        if i == e or dates[i][:unit] != dates[i + 1][:unit]:
            out.append((dates[i], prices[i] / anchor - 1))
            anchor = prices[i]
    return out


def quantile7(values, p):
    v = sorted(values)
    h = (len(v) - 1) * p
    lo = math.floor(h)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (h - lo) * (v[hi] - v[lo])


def longest_run(values, positive):
    best = run = 0
    for v in values:
        if (v > 0) if positive else (v < 0):
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


def fund_stats(r, months, scale, rf):
    n = len(r)
    rfp = rf / scale
    out = {}
    out["cumulativeReturn"] = cumulative(r)
    out["annualizedReturn"] = annualized(r, scale)
    s = sd(r)
    out["annualizedVolatility"] = None if s is None else s * math.sqrt(scale)
    out["maximumDrawdown"] = max_drawdown(r)
    out["returnToVolatilityRatio"] = div(out["annualizedReturn"], out["annualizedVolatility"])
    x = [v - rfp for v in r]
    sx = sd(x)
    out["sharpeRatio"] = None if sx is None else div(mean(x) * math.sqrt(scale), sx)
    dd = math.sqrt(sum(min(v, 0) ** 2 for v in r) / n)
    out["sortinoRatio"] = div(mean(r) * math.sqrt(scale), dd)
    out["calmarRatio"] = div(out["annualizedReturn"], out["maximumDrawdown"])
    out["omegaRatio"] = div(sum(max(v, 0) for v in r), sum(max(-v, 0) for v in r))
    if n >= 2:
        m2 = moment(r, 2)
        out["skewness"] = div(moment(r, 3), m2 ** 1.5)
        k = div(moment(r, 4), m2 ** 2)
        out["kurtosis"] = None if k is None else k - 3
    else:
        out["skewness"] = out["kurtosis"] = None
    mv = [v for _, v in months]
    pos = [v for v in mv if v > 0]
    neg = [v for v in mv if v < 0]
    out["averageMonthlyReturns"] = mean(mv)
    out["averagePositiveMonthlyReturns"] = mean(pos) if pos else None
    out["averageNegativeMonthlyReturns"] = mean(neg) if neg else None
    out["ratioOfPositiveMonthlyReturns"] = len(pos) / len(mv)
    out["ratioOfNegativeMonthlyReturns"] = len(neg) / len(mv)
    out["maxPositiveMonthlyReturn"] = max(pos) if pos else None
    out["maxNegativeMonthlyReturn"] = min(neg) if neg else None
    out["maxConsecutivePositiveMonthlyReturns"] = longest_run(mv, True)
    out["maxConsecutiveNegativeMonthlyReturns"] = longest_run(mv, False)
    out["valueAtRiskOnePercentOneMonth"] = quantile7(mv, 0.01)
    out["valueAtRiskFivePercentOneMonth"] = quantile7(mv, 0.05)
    return out


def relative_stats(r, b, fm, bm, scale, rf):
    n = len(r)
    rfp = rf / scale
    out = {k: None for k in RELATIVE}
    if n >= 2:
        x = [v - rfp for v in r]
        y = [v - rfp for v in b]
        mx, my = mean(x), mean(y)
        sxy = sum((x[i] - mx) * (y[i] - my) for i in range(n))
        syy = sum((v - my) ** 2 for v in y)
        sxx = sum((v - mx) ** 2 for v in x)
        beta = div(sxy, syy)
        out["beta"] = beta
        out["correlation"] = div(sxy, math.sqrt(sxx * syy))
        if beta is not None:
            a = mx - beta * my
            out["alpha"] = clean((1 + a) ** scale - 1)
            out["treynorRatio"] = div(annualized(x, scale), beta)
        d = [r[i] - b[i] for i in range(n)]
        te = sd(d) * math.sqrt(scale)
        out["trackingError"] = te
        out["informationRatio"] = div(annualized(r, scale) - annualized(b, scale), te)
    if len(fm) >= 2:
        rfm = rf / 12
        ex = [v - rfm for _, v in fm]
        out["m2RiskAdjustedPerfMonthly"] = clean(div(mean(ex), sd(ex)) * sd([v for _, v in bm]) + rfm) \
            if div(mean(ex), sd(ex)) is not None else None
    return out


def table(fund, bench, frequency, rf):
    scale = SCALE[frequency]
    fd = [d for d, _ in fund]
    fp = [p for _, p in fund]
    cells = []
    aligned = None
    if bench is not None:
        bmap = dict(bench)
        common = [(d, p, bmap[d]) for d, p in fund if d in bmap]
        aligned = ([c[0] for c in common], [c[1] for c in common], [c[2] for c in common])
    for period in PERIODS:
        fw = window(fd, period)
        fs = None
        if fw:
            s, e = fw
            fs = fund_stats(returns(fp[s:e + 1]), monthly(fd, fp, s, e), scale, rf)
        aw = window(aligned[0], period) if aligned else None
        rs = None
        if aw:
            s, e = aw
            ad, ap, bp = aligned
            rs = relative_stats(returns(ap[s:e + 1]), returns(bp[s:e + 1]), monthly(ad, ap, s, e),
                                monthly(ad, bp, s, e), scale, rf)
        for sid in STAT_IDS:
            if sid in RELATIVE:
                w, dates, vals = (aw, aligned[0] if aligned else None, rs)
                if not aligned:
                    w, dates = fw, fd
            else:
                w, dates, vals = fw, fd, fs
            cells.append({
                "period": period,
                "startDate": dates[w[0]] if w else None,
                "endDate": dates[w[1]] if w else None,
                "nReturns": w[1] - w[0] if w else 0,
                "statId": sid,
                "value": clean(vals[sid]) if vals else None,
            })
    return cells


ROLLING_STEP = 25  # every 25th rolling point (and the last) keeps the fixture small


def rolling(fund, bench, scale):
    """Rolling one-year metrics (METRICS.md §5), one full recomputation per sampled point."""
    fd = [d for d, _ in fund]
    fp = [p for _, p in fund]
    r = returns(fp)
    out = {"dates": [], "vol": [], "ret": [], "sharpe": []}
    for e in list(range(scale, len(fp), ROLLING_STEP)) + [len(fp) - 1]:
        w = r[e - scale:e]
        s = sd(w)
        out["dates"].append(fd[e])
        out["vol"].append(None if s is None else s * math.sqrt(scale))
        out["ret"].append(fp[e] / fp[e - scale] - 1)
        out["sharpe"].append(None if s is None else div(mean(w) * math.sqrt(scale), s))
    beta = {"dates": [], "beta": []}
    if bench is not None:
        bmap = dict(bench)
        common = [(d, p, bmap[d]) for d, p in fund if d in bmap]
        x = returns([c[1] for c in common])
        y = returns([c[2] for c in common])
        for e in list(range(scale, len(common), ROLLING_STEP)) + [len(common) - 1]:
            wx, wy = x[e - scale:e], y[e - scale:e]
            mx, my = mean(wx), mean(wy)
            beta["dates"].append(common[e][0])
            beta["beta"].append(div(sum((wx[i] - mx) * (wy[i] - my) for i in range(scale)),
                                    sum((v - my) ** 2 for v in wy)))
    return out, beta


def episodes(fund):
    """Drawdown episodes of the whole series, deepest first (peak, trough, recovery)."""
    d = [x for x, _ in fund]
    p = [x for _, x in fund]
    eps = []
    peak_i = 0
    i = 1
    while i < len(p):
        if p[i] >= p[peak_i]:
            peak_i = i
            i += 1
            continue
        trough_i = i
        j = i
        while j < len(p) and p[j] < p[peak_i]:
            if p[j] < p[trough_i]:
                trough_i = j
            j += 1
        rec = j if j < len(p) else None
        eps.append({"peakDate": d[peak_i], "troughDate": d[trough_i], "recoveryDate": d[rec] if rec else None,
                    "depth": p[trough_i] / p[peak_i] - 1})
        if rec is None:
            break
        peak_i = rec
        i = rec + 1
    eps.sort(key=lambda e: e["depth"])
    return eps[:10]


CASES = [
    # name, fund file, benchmark file, frequency, risk-free rates
    ("dax-smi-daily", "eustockmarkets_dax", "eustockmarkets_smi", "daily", [0, 0.03]),
    ("cac-ftse-daily", "eustockmarkets_cac", "eustockmarkets_ftse", "daily", [0]),
    ("dax-smi-weekly", "eustockmarkets_weekly_dax", "eustockmarkets_weekly_smi", "weekly", [0, 0.02]),
    ("ham1-sp500-monthly", "managers_ham1", "managers_sp500_tr", "monthly", [0, 0.02]),
    ("edhec-cta-sp500-monthly", "edhec_cta_global", "managers_sp500_tr", "monthly", [0]),
    ("ham2-sp500-monthly", "managers_ham2", "managers_sp500_tr", "monthly", [0.035]),
    ("short-selling-monthly", "edhec_short_selling", None, "monthly", [0]),
]


def main():
    files = {}
    cases = []
    for name, ffile, bfile, freq, rfs in CASES:
        fund = load(ffile)
        bench = load(bfile) if bfile else None
        for f, series in ((ffile, fund), (bfile, bench)):
            if f and f not in files:
                files[f] = {"dates": [d for d, _ in series], "prices": [p for _, p in series]}
        scale = SCALE[freq]
        roll, beta = rolling(fund, bench, scale)
        fd = [d for d, _ in fund]
        fp = [p for _, p in fund]
        cases.append({
            "name": name,
            "fund": ffile,
            "benchmark": bfile,
            "frequency": freq,
            "tables": [{"riskFreeAnnual": rf, "cells": table(fund, bench, freq, rf)} for rf in rfs],
            "series": {
                "monthlyReturns": [{"lastDate": d, "value": v} for d, v in monthly(fd, fp, 0, len(fp) - 1)],
                "yearlyReturns": [{"lastDate": d, "value": v} for d, v in monthly(fd, fp, 0, len(fp) - 1, 4)],
                "rolling1y": roll,
                "rollingBeta": beta,
                "drawdownEpisodes": episodes(fund),
            },
        })
    with open(OUT, "w") as f:
        json.dump({"generatedBy": "tests/conformance/reference_stats.py", "files": files, "cases": cases}, f,
                  separators=(",", ":"))
        f.write("\n")
    print("wrote", os.path.relpath(OUT, ROOT), sum(len(t["cells"]) for c in cases for t in c["tables"]), "cells")


if __name__ == "__main__":
    main()
