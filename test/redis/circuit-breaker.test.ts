/** The circuit breaker and the deadline of request-path Redis calls, on their own (real timers, short). */
import { spawn } from 'node:child_process';
import net from 'node:net';
import {
  CircuitBreaker,
  DeadlineExceededError,
  withDeadline,
  type BreakerState,
} from '../../src/redis/circuit-breaker';

/** A TCP echo server on a free port that prints its port. */
const ECHO_SERVER = `const s = require('net').createServer((c) => c.on('error', () => {}).on('data', (d) => c.write(d)));
s.listen(0, '127.0.0.1', () => process.stdout.write(String(s.address().port)));`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls, so that a loaded machine makes the test slower, not red. */
async function until(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await sleep(5);
  }
}

function breaker(probe: () => Promise<unknown>, failureThreshold = 3, cooldownMs = 50) {
  const transitions: BreakerState[] = [];
  const b = new CircuitBreaker({ failureThreshold, cooldownMs, probe, onTransition: (s) => transitions.push(s) });
  return { b, transitions };
}

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures, and only then', () => {
    const { b, transitions } = breaker(() => new Promise(() => undefined));
    b.failure();
    b.failure();
    b.success(); // the count starts over
    b.failure();
    b.failure();
    expect(b.state).toBe('closed');
    b.failure();
    expect(b.state).toBe('open');
    b.failure(); // already open: no second transition
    expect(transitions).toEqual(['open']);
    b.stop();
  });

  it('probes every cool-down while open and closes on the first probe that succeeds', async () => {
    let probes = 0;
    let healthy = false;
    const { b, transitions } = breaker(async () => {
      probes++;
      if (!healthy) throw new Error('still down');
    });
    for (let i = 0; i < 3; i++) b.failure();
    await sleep(30);
    expect(probes).toBe(0); // the first probe waits out the cool-down
    await until(() => probes >= 2);
    expect(b.state).toBe('open');
    healthy = true;
    await until(() => b.state === 'closed');
    expect(transitions).toEqual(['open', 'closed']);
    const after = probes;
    await sleep(120);
    expect(probes).toBe(after); // closed: no more probes
    b.stop();
  });

  it('probes at once when asked (the connection came back) instead of waiting out the cool-down', async () => {
    let probes = 0;
    const { b } = breaker(async () => void probes++, 1, 10_000);
    b.failure();
    await sleep(20);
    expect(probes).toBe(0);
    b.probeSoon();
    await until(() => probes === 1);
    expect(b.state).toBe('closed');
    b.stop();
  });

  it('stops probing when stopped', async () => {
    let probes = 0;
    const { b } = breaker(async () => {
      probes++;
      throw new Error('down');
    });
    for (let i = 0; i < 3; i++) b.failure();
    b.stop();
    await sleep(120);
    expect(probes).toBe(0);
  });
});

describe('withDeadline', () => {
  it('settles like the promise when it is in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 50)).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom');
  });

  it('rejects at the deadline when the promise never settles', async () => {
    const started = Date.now();
    await expect(withDeadline(new Promise(() => undefined), 60)).rejects.toBeInstanceOf(DeadlineExceededError);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(55);
    expect(took).toBeLessThan(2000);
  });

  it('swallows a rejection that comes after the deadline', async () => {
    let rejectLate!: (e: Error) => void;
    const late = new Promise((_, reject) => (rejectLate = reject));
    await expect(withDeadline(late, 10)).rejects.toBeInstanceOf(DeadlineExceededError);
    rejectLate(new Error('late')); // no unhandled rejection fails the test run
    await sleep(10);
  });
});

describe('withDeadline on a busy event loop', () => {
  it('counts an answer that arrived before the timer ran, though the loop was too busy to read it in time', async () => {
    // The echo runs in another process, as Redis does: it answers while this one is busy.
    const echo = spawn(process.execPath, ['-e', ECHO_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<number>((resolve) =>
      echo.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString()))),
    );
    const client = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    try {
      const echoed = new Promise<string>((resolve) => client.once('data', (d) => resolve(d.toString())));
      client.write('PONG');
      const answer = withDeadline(echoed, 50);
      // This event loop is blocked past the deadline; the echo arrives meanwhile and waits in the socket.
      const until = Date.now() + 150;
      while (Date.now() < until) {
        /* busy, as a replica under load */
      }
      await expect(answer).resolves.toBe('PONG');
    } finally {
      client.destroy();
      echo.kill();
    }
  });
});
