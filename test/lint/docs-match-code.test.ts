/**
 * The README and the decision records describe the code as it is: every source folder in the layout, every file a
 * document names where it is, the anonymous limits a local evaluation raises, the loans' features in the calculators
 * table; the OpenAPI description and the catalog say the tax calculator covers the states too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../../src/config';
import { testApp } from '../support/app';

const ROOT = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe('README describes the code as it is', () => {
  it('the layout paragraph names every folder of src/', () => {
    const layout = readme.slice(readme.indexOf('**Layout.**'), readme.indexOf('\n## ', readme.indexOf('**Layout.**')));
    const folders = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    for (const d of folders) expect([d.name, layout.includes(`\`src/${d.name}\``)]).toEqual([d.name, true]);
  });

  it('next to the quick start, says how to raise every anonymous limit for a local evaluation, within bounds', () => {
    const start = readme.slice(0, readme.indexOf('\n## '));
    const command = [...start.matchAll(/```sh\n([\s\S]*?)```/g)]
      .map((m) => m[1]!)
      .find((b) => b.includes('RATE_LIMIT_'));
    expect(command).toBeDefined();
    const env = Object.fromEntries([...command!.matchAll(/\b(RATE_LIMIT_[A-Z_]+)=(\d+)/g)].map((m) => [m[1]!, m[2]!]));
    expect(Object.keys(env).sort()).toEqual(
      [
        'RATE_LIMIT_API_PER_MIN',
        'RATE_LIMIT_MCP_PER_MIN',
        'RATE_LIMIT_PAGE_PER_MIN',
        'RATE_LIMIT_LIGHT_PER_MIN',
        'RATE_LIMIT_IN_FLIGHT_PER_CLIENT',
      ].sort(),
    );
    const config = loadConfig(env);
    expect(config.rateLimitApiPerMin).toBe(Number(env.RATE_LIMIT_API_PER_MIN));
    expect(config.rateLimitInFlightPerClient).toBe(Number(env.RATE_LIMIT_IN_FLIGHT_PER_CLIENT));
  });

  it("the calculators table lists the mortgage's frequencies, dates, lump sums and APR", () => {
    const row = readme.split('\n').find((l) => l.startsWith('| `mortgage-calculator`'))!;
    for (const words of [/biweekly/, /first payment date/, /payoff date/, /lump sums/, /APR/, /PMI/])
      expect(row).toMatch(words);
  });
});

describe('documents name files where they are', () => {
  it('every source file a decision record or the README names in code exists', () => {
    const named = ['README.md', 'docs/decisions.md'].flatMap((doc) =>
      [
        ...readFileSync(path.join(ROOT, doc), 'utf8').matchAll(/`((?:src\/)?[a-z0-9-]+\/[a-z0-9-/]+\.(?:ts|lua))`/g),
      ].map((m) => [doc, m[1]!] as const),
    );
    expect(named.length).toBeGreaterThan(5);
    for (const [doc, file] of named) {
      const found = [file, `src/${file}`].some((f) => existsSync(path.join(ROOT, f)));
      expect([doc, file, found]).toEqual([doc, file, true]);
    }
  });
});

describe('the tax calculator is described as federal and state', () => {
  const { app } = testApp();

  it('in the OpenAPI description and on the catalog', async () => {
    const doc = await request(app).get('/openapi.json').expect(200);
    expect(doc.body.info.description).toMatch(/federal and state income tax/);
    const catalog = await request(app).get('/tools').expect(200);
    expect(catalog.text).toMatch(/Federal and state income tax/);
    expect(catalog.text).not.toMatch(/Federal income tax and FICA for 2026/);
  });
});
