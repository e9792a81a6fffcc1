/**
 * `npm run keys` in the image: the script runs the compiled CLI when the sources are absent (the
 * runtime stage copies dist/ and package.json, not src/keys), and the sources in a checkout.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './support/kustomize';

const script = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts.keys!;
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const runtime = dockerfile.slice(dockerfile.search(/^FROM .* AS runtime$/m));

test('the keys script takes the sources when present, else the compiled CLI that tsc emits', () => {
  expect(script).toContain("existsSync('src/keys/cli.ts')");
  expect(script).toContain("'./src/keys/cli.ts'");
  expect(script).toContain("'./dist/src/keys/cli.js'");
  expect(existsSync(path.join(ROOT, 'src/keys/cli.ts'))).toBe(true);
  const build = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
  expect(build.include).toContain('src');
});

test('the runtime image has package.json and dist/, and no src/keys (so the script runs dist/src/keys/cli.js)', () => {
  expect(runtime).toMatch(/^COPY package\.json \.\/$/m);
  expect(runtime).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m);
  const copied = [...runtime.matchAll(/^COPY (?!--from)(\S+)/gm)].map((m) => m[1]);
  expect(copied.filter((c) => c!.startsWith('src') && !c!.startsWith('src/pages'))).toEqual([]);
});
