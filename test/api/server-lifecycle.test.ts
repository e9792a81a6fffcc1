/** The real entry point: zero-config start, config errors, degraded start, graceful shutdown. */
import net from 'node:net';
import { runServerToExit, startServerProcess } from '../support/server-process';

describe('server process', () => {
  it('starts with no configuration at all (embedded mode) and serves a calculation', async () => {
    const s = await startServerProcess({});
    try {
      const res = await fetch(`http://127.0.0.1:${s.port}/api/v1/calculate/emi-calculator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ principal: 100000, annualRate: 10, tenureYears: 2 }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { result: { emi: number } }).result.emi).toBe(4614.49);
      expect(s.logs.join('')).toContain('embedded mode');
    } finally {
      s.child.kill('SIGTERM');
      await s.exit;
    }
  });

  it('refuses to start on bad configuration, naming the variable', async () => {
    const { code, output } = await runServerToExit({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: PORT must be a whole number');
  });

  it('starts degraded when Redis is unreachable, and keeps answering', async () => {
    const s = await startServerProcess({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ready = await fetch(`http://127.0.0.1:${s.port}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual(expect.objectContaining({ mode: 'degraded', redis: 'down' }));
      const strict = await fetch(`http://127.0.0.1:${s.port}/readyz?strict=1`);
      expect(strict.status).toBe(503);
      const res = await fetch(`http://127.0.0.1:${s.port}/api/v1/calculate/emi-calculator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ principal: 1000, annualRate: 5, tenureYears: 1 }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).not.toBeNull(); // the insurance limiter counts
      const warnings = s.logs
        .join('')
        .split('\n')
        .filter((l) => l.includes('degraded mode'));
      expect(warnings).toHaveLength(1); // one clear line, not one per retry
    } finally {
      s.child.kill('SIGTERM');
      expect(await s.exit).toBe(0);
    }
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('on %s finishes the in-flight request, then exits 0', async (signal) => {
    const s = await startServerProcess({});
    const body = JSON.stringify({ principal: 100000, annualRate: 10, tenureYears: 2, schedule: 'none' });
    const socket = net.connect(s.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (c) => (response += c.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', resolve));
    // Send the headers and half the body: the request is in flight.
    socket.write(`POST /api/v1/calculate/emi-calculator HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 200));
    s.child.kill(signal);
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    const code = await s.exit;
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('"emi":4614.49');
    expect(code).toBe(0);
    expect(s.logs.join('')).toContain('Shut down cleanly');
  });
});
