/**
 * README.md and docs/ are the project's own documents: they point at nothing outside the repository (`../shared/…`)
 * and explain decisions by reason and measurement, not by the history of how the work was organised (numbered work
 * stops and issues, sessions, helpers by letter, an earlier machine). The MCP header `Mcp-Session-Id` is protocol
 * vocabulary and allowed by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config';

const ROOT = path.resolve(__dirname, '../..');

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f));
  return ['README.md', ...docs];
}

const FORBIDDEN: ReadonlyArray<[what: string, pattern: RegExp]> = [
  ['a link outside the repository', /\.\.\/shared/i],
  ['a work stop by number', /\bstops? \d+/i],
  ['an issue by number', /\bissues? #?\d+/i],
  ['a session', /session/i],
  ['a helper by name', /\bhelpers? [A-Z]\b|\bthe helpers\b/],
  ['a previous machine', /previous (session'?s? )?machine/i],
];

/** Words allowed although they contain a forbidden one. */
const ALLOWED = /Mcp-Session-Id/g;

describe('README and docs speak in the project’s own terms', () => {
  it('finds the documents', () => {
    expect(documents()).toEqual(
      expect.arrayContaining(['README.md', path.join('docs', 'decisions.md'), path.join('docs', 'mcp.md')]),
    );
  });

  it.each(documents().map((f) => [f]))('%s', (file) => {
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    const found = lines.flatMap((line, i) => {
      const text = line.replace(ALLOWED, '');
      return FORBIDDEN.filter(([, re]) => re.test(text)).map(
        ([what]) => `${file}:${i + 1}: ${what}: ${line.trim().slice(0, 160)}`,
      );
    });
    expect(found).toEqual([]);
  });
});

/** Source, tests, scripts and manifests: their comments explain code by what it does, not by which issue asked for it. */
function sources(): string[] {
  return ['src', 'test', 'scripts', 'deploy', '.ci'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|js|mjs|css|ya?ml|json|sh)$|^run$/.test(path.basename(f)) && !f.includes('node_modules'))
      .map((f) => path.join(dir, f)),
  );
}

describe('code speaks in the project’s own terms', () => {
  it('no comment names a work stop or an issue by number', () => {
    const [, stops] = FORBIDDEN[1]!;
    const [, issues] = FORBIDDEN[2]!;
    const found = sources().flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          stops.test(line) || issues.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('no comment cites a document outside the repository; each states the rule or points into docs/', () => {
    const outside = /DESIGN\.md|\.\.\/shared\/|\bcalculators\.md|\btax-2026\.md|\bseed §/;
    const self = path.join('test', 'lint', 'docs-words.test.ts');
    const found = sources()
      .filter((file) => file !== self)
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`] : [])),
      );
    expect(found).toEqual([]);
  });
});

describe('README quick start', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it('leads with the two commands a fresh machine needs: install and start, then the tests', () => {
    const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
    expect(blocks.slice(0, 2)).toEqual(['npm ci && npm start', 'npm test']);
  });

  it('says which port the service listens on and how to change it, as the config reads it', () => {
    const start = readme.slice(0, readme.indexOf('\n## '));
    const port = loadConfig({}).port;
    expect(start).toContain(`port ${port}`);
    expect(start).toMatch(/`PORT=\d+ npm start`/);
    expect(loadConfig({ PORT: '8080' })).toEqual(
      expect.objectContaining({ port: 8080, baseUrl: 'http://localhost:8080' }),
    );
  });
});
