/**
 * A small assembler for exactly the kustomize features deploy/k8s uses, so the manifests can be
 * validated in `npm test` with no binary: `resources` (files and directories), `namespace`,
 * `images`, `replicas`, and `patches` of two kinds, RFC 6902 JSON patches on a `target` (kind and a
 * name regex, as kustomize matches them) and strategic-merge patches that only `$patch: delete` a
 * resource. Anything else in a kustomization is refused, never ignored. Where a real kustomize is
 * installed (`kubectl kustomize`, kustomize v5), test/deploy/kustomize.test.ts checks that both build
 * the same objects.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [k: string]: unknown };
  [k: string]: unknown;
}

export const ROOT = path.resolve(__dirname, '../../..');
export const K8S_DIR = path.join(ROOT, 'deploy/k8s');
export const OVERLAYS = ['small', 'production', 'managed-redis', 'redis-sentinel', 'managed-redis-cluster'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** Every YAML document of a file or a string, empty documents left out. */
export function parseYaml(text: string, source = '<inline>'): unknown[] {
  return parseAllDocuments(text).flatMap((doc) => {
    if (doc.errors.length > 0) throw new Error(`${source}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value: unknown = doc.toJS();
    return value === null || value === undefined ? [] : [value];
  });
}

export function readYaml(file: string): unknown[] {
  return parseYaml(readFileSync(file, 'utf8'), path.relative(ROOT, file));
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'replicas', 'patches']);

/** Kinds that have no namespace (kustomize's namespace transformer leaves them alone). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
]);

interface Kustomization {
  resources?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { path?: string; patch?: string; target?: { kind?: string; name?: string } }[];
}

/** The objects `kustomize build dir` would produce (in no particular order). */
export function assemble(dir: string): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const [k] = readYaml(file) as Kustomization[];
  if (!k) throw new Error(`${file} is empty`);
  const unsupported = Object.keys(k).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0)
    throw new Error(
      `${path.relative(ROOT, file)}: kustomize field(s) this assembler does not implement: ${unsupported.join(', ')}`,
    );

  let objects: K8sObject[] = [];
  for (const entry of k.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (!existsSync(target)) throw new Error(`${path.relative(ROOT, file)}: resource ${entry} does not exist`);
    objects.push(...(statSync(target).isDirectory() ? assemble(target) : (readYaml(target) as K8sObject[])));
  }
  objects = structuredClone(objects);
  for (const p of k.patches ?? []) objects = applyPatch(objects, p, dir);
  for (const r of k.replicas ?? []) {
    const hits = objects.filter(
      (o) => ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(o.kind) && o.metadata.name === r.name,
    );
    if (hits.length === 0) throw new Error(`replicas: no workload named ${r.name}`);
    for (const o of hits) (o.spec as { replicas?: number }).replicas = r.count;
  }
  for (const image of k.images ?? []) for (const o of objects) setImage(o, image);
  if (k.namespace) for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
  return objects;
}

function applyPatch(objects: K8sObject[], p: NonNullable<Kustomization['patches']>[number], dir: string): K8sObject[] {
  const text = p.patch ?? readFileSync(path.resolve(dir, p.path ?? ''), 'utf8');
  const [body] = parseYaml(text);
  if (Array.isArray(body)) {
    if (!p.target) throw new Error('a JSON 6902 patch needs a target');
    const { kind, name } = p.target;
    // kustomize anchors the target's name and kind as regular expressions.
    const matches = (o: K8sObject) =>
      (!kind || new RegExp(`^(?:${kind})$`).test(o.kind)) &&
      (!name || new RegExp(`^(?:${name})$`).test(o.metadata.name));
    const hits = objects.filter(matches);
    if (hits.length === 0) throw new Error(`patch target ${JSON.stringify(p.target)} matches nothing`);
    for (const o of hits) for (const op of body as JsonPatchOp[]) applyJsonPatchOp(o, op);
    return objects;
  }
  const smp = body as Partial<K8sObject> & { $patch?: string };
  if (
    smp.$patch !== 'delete' ||
    Object.keys(smp).some((key) => !['$patch', 'apiVersion', 'kind', 'metadata'].includes(key))
  ) {
    throw new Error('this assembler implements strategic-merge patches only as `$patch: delete`');
  }
  const remaining = objects.filter((o) => !(o.kind === smp.kind && o.metadata.name === smp.metadata?.name));
  if (remaining.length === objects.length)
    throw new Error(`$patch: delete of ${smp.kind}/${smp.metadata?.name} matches nothing`);
  return remaining;
}

interface JsonPatchOp {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

/** RFC 6902 add, replace and remove (the operations the overlays use). */
export function applyJsonPatchOp(doc: object, { op, path: pointer, value }: JsonPatchOp): void {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = tokens.pop();
  if (last === undefined) throw new Error(`bad JSON pointer ${pointer}`);
  let parent: unknown = doc;
  for (const t of tokens) {
    parent = (parent as Record<string, unknown>)?.[t];
    if (parent === undefined || parent === null) throw new Error(`JSON pointer ${pointer}: ${t} does not exist`);
  }
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (!Number.isInteger(index) || index < 0 || index > parent.length)
      throw new Error(`JSON pointer ${pointer}: bad index`);
    if (op === 'add') parent.splice(index, 0, value);
    else if (index >= parent.length) throw new Error(`JSON pointer ${pointer}: no element ${index}`);
    else if (op === 'replace') parent[index] = value;
    else parent.splice(index, 1);
    return;
  }
  const record = parent as Record<string, unknown>;
  if (op !== 'add' && !(last in record)) throw new Error(`JSON pointer ${pointer}: ${op} of a missing member`);
  if (op === 'remove') delete record[last];
  else record[last] = value;
}

/** kustomize's image transformer on the containers of a workload's pod template. */
function setImage(o: K8sObject, image: NonNullable<Kustomization['images']>[number]): void {
  const podSpec = (o.spec as { template?: { spec?: PodSpecLike } } | undefined)?.template?.spec;
  for (const c of [...(podSpec?.containers ?? []), ...(podSpec?.initContainers ?? [])]) {
    const m = /^([^@:]+(?::\d+\/[^@:]+)?)(?::([^@]+))?(?:@(.+))?$/.exec(c.image);
    if (!m || m[1] !== image.name) continue;
    const name = image.newName ?? m[1];
    const digest = image.digest ?? (image.newTag ? undefined : m[3]);
    const tag = image.newTag ?? (image.digest ? undefined : m[2]);
    c.image = `${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
  }
}

interface PodSpecLike {
  containers?: { image: string }[];
  initContainers?: { image: string }[];
}

/** A real kustomize (v5), if one is installed: `kubectl kustomize` or `kustomize build`. */
export function realKustomize(): ((dir: string) => K8sObject[]) | undefined {
  // An empty KUBECONFIG: building needs no cluster, and kubectl must not go looking for one.
  const env = { ...process.env, KUBECONFIG: '/dev/null' };
  const candidates: [string, string[]][] = [
    ['kustomize', ['build']],
    ['kubectl', ['kustomize']],
  ];
  for (const [bin, args] of candidates) {
    const version = spawnSync(bin, bin === 'kubectl' ? ['version', '--client'] : ['version'], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    if (version.status !== 0 || !/v5\.\d+/.test(version.stdout)) continue;
    return (dir) => {
      const out = spawnSync(bin, [...args, dir], { env, encoding: 'utf8', timeout: 30_000 });
      if (out.status !== 0) throw new Error(`${bin} ${args.join(' ')} ${dir}: ${out.stderr}`);
      return parseYaml(out.stdout) as K8sObject[];
    };
  }
  return undefined;
}

export function overlayDir(overlay: Overlay): string {
  return path.join(K8S_DIR, 'overlays', overlay);
}

/** The one object of `kind` named `name`; throws when there is not exactly one. */
export function find<T = K8sObject>(objects: K8sObject[], kind: string, name: string): T {
  const hits = objects.filter((o) => o.kind === kind && o.metadata.name === name);
  if (hits.length !== 1) throw new Error(`expected one ${kind}/${name}, found ${hits.length}`);
  return hits[0] as T;
}
