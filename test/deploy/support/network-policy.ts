/**
 * Which connections a set of NetworkPolicies allows, following the Kubernetes rules: a pod selected by
 * a policy of a direction is isolated in that direction, and then a connection needs a rule of one of
 * those policies whose peers and ports both match; policies add up. IPv4 only; enough to state the
 * install's intent as connections allowed and denied.
 */
import type { K8sObject } from './kustomize';

export type Endpoint =
  { pod: { namespace: string; labels: Record<string, string>; ports?: Record<string, number> } } | { ip: string };

interface Peer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { port?: number | string; protocol?: string }[];
}
interface Policy extends K8sObject {
  spec: {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes: string[];
    ingress?: Rule[];
    egress?: Rule[];
  };
}

const selects = (selector: { matchLabels?: Record<string, string> } | undefined, labels: Record<string, string>) =>
  Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);

const ipv4 = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4(ip) / size) === Math.floor(ipv4(base!) / size);
}

function peerMatches(peer: Peer, policyNamespace: string, e: Endpoint): boolean {
  if (peer.ipBlock)
    return 'ip' in e && inCidr(e.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((x) => inCidr(e.ip, x));
  if (!('pod' in e)) return false;
  const namespaceLabels = { 'kubernetes.io/metadata.name': e.pod.namespace };
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, namespaceLabels)
    : e.pod.namespace === policyNamespace;
  return namespaceOk && (!peer.podSelector || selects(peer.podSelector, e.pod.labels));
}

function portMatches(rule: Rule, port: number, protocol: string, destination: Endpoint): boolean {
  if (!rule.ports || rule.ports.length === 0) return true;
  return rule.ports.some((p) => {
    if ((p.protocol ?? 'TCP') !== protocol) return false;
    if (p.port === undefined) return true;
    if (typeof p.port === 'number') return p.port === port;
    return 'pod' in destination && destination.pod.ports?.[p.port] === port;
  });
}

/** Whether `policies` let `from` open a connection to `to` on `port`/`protocol`. */
export function allowed(policies: Policy[], from: Endpoint, to: Endpoint, port: number, protocol = 'TCP'): boolean {
  const side = (pod: Endpoint, direction: 'Ingress' | 'Egress', peer: Endpoint) => {
    if (!('pod' in pod)) return true;
    const mine = policies.filter(
      (p) =>
        p.metadata.namespace === pod.pod.namespace &&
        p.spec.policyTypes.includes(direction) &&
        selects(p.spec.podSelector, pod.pod.labels),
    );
    if (mine.length === 0) return true;
    return mine.some((p) =>
      ((direction === 'Ingress' ? p.spec.ingress : p.spec.egress) ?? []).some(
        (rule) =>
          (rule.from ?? rule.to ?? [{}]).some(
            (x) => Object.keys(x).length === 0 || peerMatches(x, p.metadata.namespace!, peer),
          ) && portMatches(rule, port, protocol, to),
      ),
    );
  };
  return side(from, 'Egress', to) && side(to, 'Ingress', from);
}

export function networkPolicies(objects: K8sObject[]): Policy[] {
  return objects.filter((o): o is Policy => o.kind === 'NetworkPolicy');
}
