/**
 * /metrics is served on its own port (METRICS_PORT), never on the public one that the Ingress routes:
 * the Node version, heap sizes and every counter are for Prometheus, not for the internet.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { startService } from '../../src/api/server';
import { loadConfig } from '../../src/config';
import { TEST_DEFAULTS } from '../support/server-process';

describe('the metrics port', () => {
  it('answers /metrics there, and the public port answers 404 for it', async () => {
    const service = await startService(
      loadConfig({ ...TEST_DEFAULTS, PORT: '0', METRICS_PORT: '0' }),
      pino({ level: 'silent' }),
    );
    try {
      const port = (service.server.address() as net.AddressInfo).port;
      expect(service.metricsPort).toBeGreaterThan(0);
      await fetch(`http://127.0.0.1:${port}/api/v1/calculate/emi-calculator`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ principal: 1000, annualRate: 5, tenureYears: 1 }),
      });
      const pub = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(pub.status).toBe(404);
      expect(await pub.text()).not.toContain('nodejs_');
      const scraped = await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toContain(
        'http_request_duration_seconds_count{method="POST",route="/api/v1/calculate/:slug",status_code="200"} 1',
      );
      expect(text).toMatch(/^rate_age_seconds\{rate="fx"\} \d+/m);
      expect(text).toContain('nodejs_heap_size_total_bytes');
      // The kubelet's probes ask here, free of the public port's budgets.
      const ready = await fetch(`http://127.0.0.1:${service.metricsPort}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', mode: 'embedded' });
      expect((await fetch(`http://127.0.0.1:${service.metricsPort}/healthz`)).status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('a taken metrics port costs the metrics, logged at error, never the service', async () => {
    const taken = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    const lines: Array<{ level: number; msg: string }> = [];
    const sink = new Writable({
      write: (c: Buffer, _e, cb) => (lines.push(JSON.parse(c.toString()) as { level: number; msg: string }), cb()),
    });
    const metricsPort = String((taken.address() as net.AddressInfo).port);
    const service = await startService(
      loadConfig({ ...TEST_DEFAULTS, PORT: '0', METRICS_PORT: metricsPort }),
      pino({ level: 'info' }, sink),
    );
    try {
      expect(service.metricsPort).toBeUndefined();
      expect(lines.filter((l) => l.level === 50).map((l) => l.msg)).toEqual([
        `Cannot serve /metrics on port ${metricsPort} (METRICS_PORT); serving the API without it`,
      ]);
      const port = (service.server.address() as net.AddressInfo).port;
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await service.close();
      taken.close();
    }
  });
});
