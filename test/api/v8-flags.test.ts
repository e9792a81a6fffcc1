/**
 * The API process runs without V8's allocation-site pretenuring, which `tools/call` load over HTTP otherwise turns on
 * for dozens of sites (their answers then born in the old generation; docs/decisions.md, "V8's allocation-site
 * pretenuring off"), and with semi-spaces of 8 MiB and a heap that grows fourfold between full collections, not the
 * 1 MiB and 1.3-fold V8 derives from the pod's memory limit (the same document, "V8's heap under the pod's memory
 * limit"). Command-line flags, not `v8.setFlagsFromString` after start, which Node documents as unsafe;
 * test/deploy/dockerfile.test.ts checks that the image and the Deployment run what `npm start` runs.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPodNodeFlags } from '../../scripts/bench-support';
import { apiPodMemoryLimit, containerHeapFlags } from '../support/manifest-limits';

const ROOT = path.resolve(__dirname, '../..');
const FLAG = '--no-allocation-site-pretenuring';
const HEAP = ['--max-semi-space-size=8', '--heap-growing-percent=300'];
const scripts = () =>
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The new space (two semi-spaces), MiB, of a process started with `flags` once it has allocated 3 million objects. */
async function newSpaceMiB(flags: string[]): Promise<number> {
  const script =
    "let a = []; for (let i = 0; i < 3e6; i++) a.push({ i }); a = null; const s = require('v8')" +
    ".getHeapSpaceStatistics().find((x) => x.space_name === 'new_space'); console.log(s.space_size / 2 ** 20)";
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [...flags, '-e', script]);
  // V8 names a flag it does not know on stderr and runs on without it.
  expect(stderr).toBe('');
  return Number(stdout.trim());
}

/** How many allocation sites V8 decided to pretenure while the fixture ran. */
async function tenuredSites(flags: string[]): Promise<number> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...flags,
      '--trace-pretenuring-statistics',
      '-r',
      '@swc-node/register',
      'test/api/fixtures/pretenuring-load.ts',
      // Calls, not milliseconds: on a loaded machine a one-second run made too few for V8 to decide anything.
      '3000',
    ],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.split('\n').filter((line) => line.includes('=> tenure')).length;
}

describe('V8 flags of the API process', () => {
  it('keep MCP answers young: without the flag V8 pretenures sites under tools/call load over HTTP, with it none', async () => {
    const [untuned, tuned] = await Promise.all([tenuredSites([]), tenuredSites([FLAG])]);
    // The control shows the fixture reproduces what the flag is for.
    expect(untuned).toBeGreaterThan(5);
    expect(tuned).toBe(0);
  }, 60_000);

  it('are on the command line of `npm start`, `npm run dev` and `npm run bench:mcp`', () => {
    for (const name of ['start', 'dev', 'bench:mcp'])
      expect(scripts()[name]!.split(' ')).toEqual(expect.arrayContaining([FLAG, ...HEAP]));
  });

  it("give the young generation 8 MiB semi-spaces where the pod's memory limit alone would give 1 MiB", async () => {
    // The pod: V8 sizes the heap from the container's limit (384 Mi: semi-spaces of 1 MiB), then `npm start`'s flags.
    const [derived, started] = await Promise.all([
      newSpaceMiB(containerHeapFlags(apiPodMemoryLimit().mib).split(' ')),
      newSpaceMiB(apiPodNodeFlags()),
    ]);
    expect(derived).toBe(2);
    expect(started).toBe(16);
  }, 30_000);
});
