/**
 * The MCP App view's script: bundled by the build beside the compiled document (a production image
 * has no TypeScript sources but the pages' client), read from there when present, bundled from the
 * sources otherwise.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIEW_BUNDLE, viewScript, writeViewBundle } from '../../src/pages/mcp-app/document';

describe('the MCP App view bundle', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'mcp-app-view-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the build writes it, and the document then reads it instead of bundling', async () => {
    await writeViewBundle(dir);
    const built = readFileSync(path.join(dir, VIEW_BUNDLE));
    expect(built.length).toBeGreaterThan(50_000); // preact, the pages' components, each calculator's view and charts
    expect(built.toString('utf8')).toMatch(/^"use strict";\(\(\)=>\{/); // one IIFE
    writeFileSync(path.join(dir, VIEW_BUNDLE), 'the prebuilt view');
    expect((await viewScript(dir)).toString()).toBe('the prebuilt view');
  });

  it('without a prebuilt bundle it is bundled from the sources', async () => {
    expect((await viewScript(dir)).toString('utf8')).toMatch(/fincalc-tool/);
  });
});
