/**
 * Fake FRED (JSON API and fredgraph.csv) and ECB servers on 127.0.0.1, speaking the formats of the
 * real ones (test/rates/fixtures/, the real wire formats of both sources). Each series, and the ECB file,
 * can be told to misbehave the ways live sources do: an HTTP error, a hang, a body cut short, an HTML
 * page, an oversized body. Every request is recorded.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';

export const FIXTURES = path.join(__dirname, '..', 'fixtures');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** FRED's wire form of an observation: the value is a string, "." when missing. */
export interface WireObservation {
  date: string;
  value: string;
}

export type Fault =
  | { kind: 'status'; status: number; body?: string; contentType?: string }
  | { kind: 'hang' }
  | { kind: 'truncate' }
  | { kind: 'html'; contentType?: string }
  | { kind: 'huge'; bytes: number }
  | { kind: 'body'; body: string; contentType: string }
  | { kind: 'delay'; ms: number }
  /** A redirect to `location`; with `once`, the fault is cleared after it, so the next request is answered. */
  | { kind: 'redirect'; location: string; status?: number; once?: boolean };

export interface RecordedRequest {
  /** A FRED series id, or 'ECB'. */
  target: string;
  door: 'api' | 'graph' | 'ecb';
  query: URLSearchParams;
  at: number;
}

const HTML_ERROR =
  '<!DOCTYPE html>\n<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>\n';

export class FakeSources {
  readonly requests: RecordedRequest[] = [];
  /** FRED observations by series id, oldest first. */
  readonly series = new Map<string, WireObservation[]>();
  ecbXml = fixture('ecb-eurofxref-daily.xml');
  /** Misbehaviour by series id or 'ECB'; every request while set. */
  readonly faults = new Map<string, Fault>();
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private base = '';

  get fredApiUrl(): string {
    return `${this.base}/fred`;
  }
  get fredGraphUrl(): string {
    return `${this.base}/graph/fredgraph.csv`;
  }
  get ecbUrl(): string {
    return `${this.base}/stats/eurofxref/eurofxref-daily.xml`;
  }
  /** The environment that points a process at this fake. */
  env(): Record<string, string> {
    return { FRED_API_URL: this.fredApiUrl, FRED_GRAPH_URL: this.fredGraphUrl, ECB_FX_URL: this.ecbUrl };
  }

  requestsFor(target: string): RecordedRequest[] {
    return this.requests.filter((r) => r.target === target);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.once('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    let door: RecordedRequest['door'];
    let target: string;
    if (url.pathname === '/fred/series/observations') [door, target] = ['api', url.searchParams.get('series_id') ?? ''];
    else if (url.pathname === '/graph/fredgraph.csv') [door, target] = ['graph', url.searchParams.get('id') ?? ''];
    else if (url.pathname === '/stats/eurofxref/eurofxref-daily.xml') [door, target] = ['ecb', 'ECB'];
    else {
      res.writeHead(404, { 'content-type': 'text/html' }).end(HTML_ERROR);
      return;
    }
    this.requests.push({ target, door, query: url.searchParams, at: Date.now() });
    const fault = this.faults.get(target);
    if (fault?.kind === 'delay') await new Promise((r) => setTimeout(r, fault.ms));
    if (fault?.kind === 'redirect' && fault.once) this.faults.delete(target);
    if (fault && fault.kind !== 'delay') return this.misbehave(fault, res);

    const [status, contentType, body] =
      door === 'ecb' ? [200, 'text/xml', this.ecbXml] : this.fred(door, target, url.searchParams);
    res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }).end(body);
  }

  private fred(door: 'api' | 'graph', id: string, query: URLSearchParams): [number, string, string] {
    const all = this.series.get(id);
    if (!all) {
      return door === 'api'
        ? [
            400,
            'application/json',
            JSON.stringify({ error_code: 400, error_message: 'Bad Request.  The series does not exist.' }),
          ]
        : [404, 'text/html', HTML_ERROR];
    }
    if (door === 'api') {
      if (query.get('file_type') !== 'json') return [400, 'application/xml', '<error code="400" message="file_type"/>'];
      if (query.get('api_key') === 'unregistered') return [400, 'application/json', fixture('fred-error-bad-key.json')];
      const desc = query.get('sort_order') === 'desc';
      const limit = Number(query.get('limit') ?? 100000);
      const ordered = desc ? [...all].reverse() : all;
      const observations = ordered
        .slice(0, limit)
        .map((o) => ({ realtime_start: '2026-06-12', realtime_end: '2026-06-12', date: o.date, value: o.value }));
      const body = {
        realtime_start: '2026-06-12',
        realtime_end: '2026-06-12',
        observation_start: '1600-01-01',
        observation_end: '9999-12-31',
        units: 'lin',
        output_type: 1,
        file_type: 'json',
        order_by: 'observation_date',
        sort_order: desc ? 'desc' : 'asc',
        count: all.length,
        offset: 0,
        limit,
        observations,
      };
      return [200, 'application/json; charset=UTF-8', JSON.stringify(body)];
    }
    const start = query.get('cosd') ?? '0000-00-00';
    const rows = all.filter((o) => o.date >= start).map((o) => `${o.date},${o.value}`);
    return [200, 'text/csv', `observation_date,${id}\n${rows.join('\n')}\n`];
  }

  private misbehave(fault: Exclude<Fault, { kind: 'delay' }>, res: ServerResponse): void {
    switch (fault.kind) {
      case 'status':
        res.writeHead(fault.status, { 'content-type': fault.contentType ?? 'application/json' }).end(fault.body ?? '');
        return;
      case 'hang':
        return; // never answers; the socket is destroyed by stop()
      case 'truncate': {
        res.writeHead(200, { 'content-type': 'text/csv', 'content-length': 400 });
        res.write('observation_date,DGS10\n2026-06-08,4.53\n2026-06-09,4.5');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      case 'html':
        res.writeHead(200, { 'content-type': fault.contentType ?? 'text/html; charset=utf-8' }).end(HTML_ERROR);
        return;
      case 'huge':
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end('x'.repeat(fault.bytes));
        return;
      case 'body':
        res.writeHead(200, { 'content-type': fault.contentType }).end(fault.body);
        return;
      case 'redirect':
        res.writeHead(fault.status ?? 302, { location: fault.location, 'content-length': 0 }).end();
        return;
    }
  }
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const firstOfMonth = (d: Date, back: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));

/** The values the standard fake data set serves (the newest of each), for assertions. */
export const FAKE_VALUES = {
  fed_funds_rate: 3.88,
  prime_rate: 7,
  treasury_10y: 4.12,
  mortgage_30y: 6.02,
  mortgage_15y: 5.21,
  savings_rate: 0.42,
  auto_loan_60m: 7.38,
  // 330 over 320: 3.125 % → 3.1 (one decimal, as the BLS publishes).
  cpi_inflation: 3.1,
} as const;

/**
 * A full fake data set relative to `today`: daily series up to yesterday with today's value missing
 * ("." as FRED shows the latest day), weekly on Thursdays, monthly on the 1st two months back, the auto
 * loan rate only in the last month of each quarter, and 26 months of CPI index.
 */
export function loadStandardSeries(fake: FakeSources, today: Date): void {
  const daily = (value: number): WireObservation[] => {
    const out: WireObservation[] = [];
    for (let i = 20; i >= 1; i--) {
      const d = addDays(today, -i);
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      out.push({ date: day(d), value: value.toFixed(2) });
    }
    out.push({ date: day(today), value: '.' });
    return out;
  };
  const weekly = (value: number): WireObservation[] => {
    const out: WireObservation[] = [];
    let d = addDays(today, -1);
    while (d.getUTCDay() !== 4) d = addDays(d, -1);
    for (let i = 5; i >= 0; i--) out.push({ date: day(addDays(d, -7 * i)), value: value.toFixed(2) });
    return out;
  };
  const monthly = (back: number, value: (m: Date) => string, months = 12): WireObservation[] => {
    const out: WireObservation[] = [];
    for (let i = months - 1 + back; i >= back; i--) {
      const m = firstOfMonth(today, i);
      out.push({ date: day(m), value: value(m) });
    }
    return out;
  };
  fake.series.set('DFF', daily(FAKE_VALUES.fed_funds_rate));
  fake.series.set('DPRIME', daily(FAKE_VALUES.prime_rate));
  fake.series.set('DGS10', daily(FAKE_VALUES.treasury_10y));
  fake.series.set('MORTGAGE30US', weekly(FAKE_VALUES.mortgage_30y));
  fake.series.set('MORTGAGE15US', weekly(FAKE_VALUES.mortgage_15y));
  fake.series.set(
    'SNDR',
    monthly(1, () => FAKE_VALUES.savings_rate.toFixed(2)),
  );
  fake.series.set(
    'RIFLPBCIANM60NM',
    monthly(1, (m) => ((m.getUTCMonth() + 1) % 3 === 0 ? FAKE_VALUES.auto_loan_60m.toFixed(2) : '.')),
  );
  // The newer 12 months at 330, the older at 320: every 12-month change is 3.125 %.
  fake.series.set(
    'CPIAUCNS',
    monthly(1, (m) => (m >= firstOfMonth(today, 12) ? '330.000' : '320.000'), 26),
  );
}

/** The ECB fixture re-dated to `date` (the newest file the fake serves). */
export function ecbXmlDated(date: string, xml = fixture('ecb-eurofxref-daily.xml')): string {
  return xml.replace("time='2026-10-06'", `time='${date}'`);
}

/**
 * A fake serving the standard data set (relative to `today`, the ECB file dated `ecbDate`), started before
 * each test and stopped after it: the getter returns the current test's fake.
 */
export function standardFakePerTest(today: Date, ecbDate: string): () => FakeSources {
  let fake: FakeSources | undefined;
  beforeEach(async () => {
    fake = await new FakeSources().start();
    loadStandardSeries(fake, today);
    fake.ecbXml = ecbXmlDated(ecbDate);
  });
  afterEach(() => fake?.stop());
  return () => fake!;
}
