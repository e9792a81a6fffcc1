/**
 * Who may ask the probes (`/healthz`, `/readyz`) on the public port without paying for them: a peer inside
 * `PROBE_SOURCE_CIDRS` (default loopback: `127.0.0.0/8`, `::1/128`) whose request names no client it forwards
 * (`Forwarded`, `X-Forwarded-For`, `X-Real-IP`). Everyone else pays one point of the light budget per probe, like any
 * cheap request. The kubelet asks on the metrics port (`METRICS_PORT`), which the Ingress never routes, so it needs no
 * range here; the ranges are for probes of the public port from inside the pod or the node (a Docker health check,
 * a load balancer's check). The peer is the socket's own address, never a forwarded one, so no header can claim it.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { cidrList } from '../config/cidrs';

export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

const MAPPED = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i;

/** Whether a request is a free probe: a probe path, from a peer in `cidrs`, forwarding nobody. */
export function freeProbe(cidrs: readonly string[]): (req: IncomingMessage, path: string) => boolean {
  const list = cidrList(cidrs);
  if (cidrs.length === 0) return () => false;
  return (req, path) => {
    if (!PROBE_PATHS.has(path)) return false;
    const h = req.headers;
    if (h.forwarded !== undefined || h['x-forwarded-for'] !== undefined || h['x-real-ip'] !== undefined) return false;
    const peer = req.socket.remoteAddress;
    if (peer === undefined) return false;
    const v4 = MAPPED.exec(peer)?.[1] ?? (isIP(peer) === 4 ? peer : undefined);
    return v4 !== undefined ? list.check(v4, 'ipv4') : list.check(peer, 'ipv6');
  };
}
