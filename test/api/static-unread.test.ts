/**
 * The replica's cap on static answers its clients have not read (HTTP_MAX_STATIC_UNREAD_BYTES): past it, a new
 * static answer drops the connections whose answers waited unread a second or more, oldest first, or is refused 503
 * with Retry-After while every waiting answer is younger.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { UnreadStatic } from '../../src/api/unread-static';
import { listenOnLoopback } from '../support/loopback';
import { testApp } from '../support/app';

/** A response whose bytes wait until `finish` (the kernel took them) or `close`. */
function fakeResponse() {
  const res = Object.assign(new EventEmitter(), {
    writableFinished: false,
    destroyed: false,
    destroy() {
      res.destroyed = true;
      res.emit('close');
    },
  });
  return res;
}
const asResponse = (r: ReturnType<typeof fakeResponse>) => r as unknown as ServerResponse;

describe('UnreadStatic', () => {
  it('counts an answer until it is finished or closed', () => {
    let gauge = -1;
    const unread = new UnreadStatic({ maxBytes: 1000, onChange: (b) => (gauge = b) });
    const a = fakeResponse();
    const b = fakeResponse();
    unread.track(asResponse(a), 300);
    unread.track(asResponse(b), 200);
    expect(unread.bytes).toBe(500);
    expect(gauge).toBe(500);
    a.emit('finish');
    a.emit('close');
    expect(unread.bytes).toBe(200);
    b.emit('close');
    expect(unread.bytes).toBe(0);
    expect(gauge).toBe(0);
    const done = fakeResponse();
    done.writableFinished = true;
    unread.track(asResponse(done), 900);
    expect(unread.bytes).toBe(0);
  });

  it('past the cap, drops the answers that waited a second or more, oldest first; refuses while all are younger', () => {
    let t = 0;
    let drops = 0;
    const unread = new UnreadStatic({ maxBytes: 1000, now: () => t, onDrop: () => drops++ });
    const [old1, old2, young] = [fakeResponse(), fakeResponse(), fakeResponse()];
    unread.track(asResponse(old1), 400);
    t = 100;
    unread.track(asResponse(old2), 400);
    t = 900;
    unread.track(asResponse(young), 100);
    expect(unread.admit(100)).toBe(true); // 1000: within the cap
    expect(unread.admit(300)).toBe(false); // nothing has waited a second
    expect(drops).toBe(0);
    t = 1050; // old1 waited 1050 ms, old2 950 ms
    expect(unread.admit(300)).toBe(true);
    expect([old1.destroyed, old2.destroyed, young.destroyed]).toEqual([true, false, false]);
    expect(unread.bytes).toBe(500);
    expect(drops).toBe(1);
    t = 2000; // both left have waited a second: only as many go as make room
    expect(unread.admit(600)).toBe(true);
    expect([old2.destroyed, young.destroyed]).toEqual([true, false]);
    expect(unread.admit(1001)).toBe(false);
  });
});

/** Opens a socket that sends `count` pipelined requests for `path` and never reads. */
async function neverReads(port: number, path: string, count: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.pause();
  socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n`.repeat(count));
  return socket;
}

describe('a replica whose static answers are not read', () => {
  it('an answer larger than the room is refused 503 with Retry-After, a designed answer that no cache keeps', async () => {
    const { app } = testApp({ HTTP_MAX_STATIC_UNREAD_BYTES: '65536' });
    const refused = await request(app).get('/openapi.json').set('Accept-Encoding', 'identity').expect(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBeUndefined();
    expect(refused.body.code).toBe('service_unavailable');
    // Its brotli form (48 kB) fits.
    await request(app).get('/openapi.json').set('Accept-Encoding', 'br').expect(200);
  });

  it('refuses new ones while the waiting ones are young, drops those that waited a second, serves a reader', async () => {
    const cap = 8 * 1024 * 1024;
    const { app, deps } = testApp({ HTTP_MAX_STATIC_UNREAD_BYTES: String(cap) });
    const server = await listenOnLoopback(app);
    const sockets: net.Socket[] = [];
    const metric = async (name: string) =>
      Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(await deps.metrics.registry.metrics())?.[1] ?? NaN);
    try {
      // Two clients pipeline 40 answers of 360 kB each and never read: past what the kernel's buffers take, they
      // wait in the replica, up to the cap; past it, their own further requests are refused.
      for (let i = 0; i < 2; i++) sockets.push(await neverReads(server.port, '/openapi.json', 40));
      await new Promise((r) => setTimeout(r, 300));
      const held = await metric('static_unread_bytes');
      expect(held).toBeGreaterThan(0);
      expect(held).toBeLessThanOrEqual(cap);
      expect(await metric('static_answers_total\\{kind="openapi",outcome="refused"\\}')).toBeGreaterThan(0);
      expect(await metric('static_unread_drops_total')).toBe(0);
      // A second on, a third such client: the first two, whose answers have waited a second, give way.
      await new Promise((r) => setTimeout(r, 1100));
      sockets.push(await neverReads(server.port, '/openapi.json', 40));
      await new Promise((r) => setTimeout(r, 300));
      expect(await metric('static_unread_drops_total')).toBeGreaterThan(0);
      expect(await metric('static_unread_bytes')).toBeLessThanOrEqual(cap);
      // A client that reads is served the whole document.
      const served = await fetch(`http://127.0.0.1:${server.port}/openapi.json`, {
        headers: { 'Accept-Encoding': 'identity' },
      });
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(300_000);
    } finally {
      for (const s of sockets) s.destroy();
      await server.close();
    }
  });
});
