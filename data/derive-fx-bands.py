"""FX plausibility bands from the ECB's full history (eurofxref-hist.csv, units per 1 EUR).

For each currency of today's reference table:
- range: [lowest / W, highest * W], W = the currency's worst move within 366 days (at least x1.05);
- move:  the factor allowed within 1, 7, 31, 92 and 366 days = (worst move within that many days) ** 1.5,
         at least x1.02, never shrinking with the horizon.
Usage: python3 derive-fx-bands.py eurofxref-hist.csv   (prints the table of src/rates/plausibility-bands.ts)
The input is the ECB's full history, https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip, unzipped; the
table in the source was made from the file of 2026-04-13.
"""
import csv, math, sys
from collections import deque
from datetime import date

CURRENCIES = "USD JPY CZK DKK GBP HUF PLN RON SEK CHF ISK NOK TRY AUD BRL CAD CNY HKD IDR ILS INR KRW MXN MYR NZD PHP SGD THB ZAR".split()
HORIZONS = [1, 7, 31, 92, 366]
# The ECB froze ISK at 305 in October 2008 (no market), stopped quoting it on 2008-12-10 and resumed on
# 2018-02-01, after capital controls ended: only the quotes of today's regime describe it.
SINCE = {"ISK": "2018-02-01"}

def worst_move(days, logs, horizon):
    """Largest |ln(a/b)| over two observations at most `horizon` days apart (sliding window min/max)."""
    best, lo, hi, start = 0.0, deque(), deque(), 0
    for j in range(len(days)):
        while days[j] - days[start] > horizon: start += 1
        for q in (lo, hi):
            while q and q[0] < start: q.popleft()
        while lo and logs[lo[-1]] >= logs[j]: lo.pop()
        lo.append(j)
        while hi and logs[hi[-1]] <= logs[j]: hi.pop()
        hi.append(j)
        best = max(best, logs[j] - logs[lo[0]], logs[hi[0]] - logs[j])
    return best

def sig3(x, up):
    e = math.floor(math.log10(x)) - 2
    return (math.ceil if up else math.floor)(x / 10**e) * 10**e

rows = list(csv.DictReader(open(sys.argv[1])))
print(f"// ECB eurofxref-hist.csv {min(r['Date'] for r in rows)}..{max(r['Date'] for r in rows)}")
for c in CURRENCIES:
    obs = sorted((date.fromisoformat(r['Date']).toordinal(), float(r[c])) for r in rows if r.get(c) not in (None, '', 'N/A') and r['Date'] >= SINCE.get(c, ''))
    days, logs = [d for d, _ in obs], [math.log(v) for _, v in obs]
    worst = [worst_move(days, logs, h) for h in HORIZONS]
    w = max(math.exp(worst[-1]), 1.05)
    lo, hi = min(v for _, v in obs), max(v for _, v in obs)
    factors, floor = [], math.log(1.02)
    for m in worst:
        floor = max(floor, 1.5 * m)
        factors.append(math.ceil(math.exp(floor) * 100) / 100)
    first = date.fromordinal(days[0]).isoformat()
    print(f"  {c}: {{ range: [{sig3(lo / w, False):g}, {sig3(hi * w, True):g}], move: [{', '.join(f'{f:.2f}' for f in factors)}] }}, // {lo:g}..{hi:g} since {first}")
