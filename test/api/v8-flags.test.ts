/**
 * The API process runs without V8's allocation-site pretenuring, which `tools/call` load over HTTP otherwise turns on
 * for dozens of sites (their answers then born in the old generation; docs/decisions.md, "V8's allocation-site
 * pretenuring off"). A command-line flag, not `v8.setFlagsFromString` after start, which Node documents as unsafe;
 * test/deploy/dockerfile.test.ts checks that the image and the Deployment run what `npm start` runs.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const FLAG = '--no-allocation-site-pretenuring';

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
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'dev', 'bench:mcp']) expect(scripts[name]!.split(' ')).toContain(FLAG);
  });
});
