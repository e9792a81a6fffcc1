/**
 * deploy/k8s as kustomize builds it: every overlay assembles, and every object in it, plus
 * the Secret template, validates against the Kubernetes and Prometheus Operator schemas. Where a real
 * kustomize v5 is installed, it builds the same objects as the test assembler.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assemble, K8S_DIR, OVERLAYS, overlayDir, readYaml, realKustomize, type K8sObject } from './support/kustomize';
import { validateManifest } from './support/schemas';

const key = (o: K8sObject) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  const objects = assemble(overlayDir(overlay));

  test('every object validates against its schema', () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const o of objects) expect(() => validateManifest(o)).not.toThrow();
  });

  test('no two objects share a kind and name, and everything namespaced is in the namespace fincalc', () => {
    expect(new Set(objects.map(key)).size).toBe(objects.length);
    for (const o of objects.filter((x) => x.kind !== 'Namespace')) expect(o.metadata.namespace).toBe('fincalc');
    expect(objects.filter((o) => o.kind === 'Namespace').map((o) => o.metadata.name)).toEqual(['fincalc']);
  });
});

describe('the Secret template', () => {
  test('is a valid Secret named as the pods expect', () => {
    const [secret] = readYaml(path.join(K8S_DIR, 'secret.example.yaml')) as K8sObject[];
    expect(() => validateManifest(secret!)).not.toThrow();
    expect(secret!.metadata.name).toBe('fincalc-secrets');
  });
});

describe('the schemas and the assembler refuse what is wrong', () => {
  test('a Deployment with a string replica count does not validate', () => {
    const [deployment] = readYaml(path.join(K8S_DIR, 'base/api-deployment.yaml')) as K8sObject[];
    expect(() =>
      validateManifest({ ...deployment!, spec: { ...(deployment!.spec as object), replicas: 'two' } }),
    ).toThrow(/replicas/);
  });

  test('a kustomization field the assembler does not implement is an error, not ignored', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fincalc-kustomize-'));
    try {
      writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: []\ncommonLabels:\n  a: b\n');
      expect(() => assemble(dir)).toThrow(/commonLabels/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const kustomize = realKustomize();
if (!kustomize)
  process.stderr.write(
    '\n*** REAL KUSTOMIZE NOT FOUND (kubectl kustomize or kustomize v5): the assembler is not cross-checked ***\n\n',
  );
const withKustomize = kustomize ? test : test.skip;

describe.each(OVERLAYS)('a real kustomize builds overlay %s', (overlay) => {
  withKustomize('into the same objects as the test assembler', () => {
    const real = new Map(kustomize!(overlayDir(overlay)).map((o) => [key(o), o]));
    const ours = new Map(assemble(overlayDir(overlay)).map((o) => [key(o), o]));
    expect([...ours.keys()].sort()).toEqual([...real.keys()].sort());
    for (const [k, o] of ours) expect(o).toEqual(real.get(k));
  });
});
