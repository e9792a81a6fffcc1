/**
 * api/v8-tuning.ts: the API process runs without V8's allocation-site pretenuring, which MCP load
 * otherwise turns on for hundreds of sites (every answer born in the old generation; decisions,
 * Performance, "Third pass").
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');

/** How many allocation sites V8 decided to pretenure while the fixture ran. */
async function tenuredSites(mode: 'tuned' | 'default'): Promise<number> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--trace-pretenuring-statistics', '-r', '@swc-node/register', 'test/api/fixtures/pretenuring-load.ts', mode, '1000'],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.split('\n').filter((line) => line.includes('=> tenure')).length;
}

describe('V8 settings of the API process', () => {
  it('keeps MCP answers young: without the setting V8 pretenures dozens of sites under tools/call load, with it none', async () => {
    const [untuned, tuned] = await Promise.all([tenuredSites('default'), tenuredSites('tuned')]);
    // The control shows the fixture reproduces what the setting is for.
    expect(untuned).toBeGreaterThan(5);
    expect(tuned).toBe(0);
  }, 30_000);

  it('are applied by the entry point before anything else is loaded', () => {
    const source = readFileSync(path.join(ROOT, 'src/api/server.ts'), 'utf8');
    const firstImport = /^import [^;]+;$/m.exec(source)?.[0];
    expect(firstImport).toBe("import './v8-tuning';");
  });
});
