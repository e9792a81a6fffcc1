/**
 * The shape of src as a whole: no import circle (the graph of relative imports between src's TypeScript modules
 * is acyclic; `npx madge --circular --extensions ts src` agrees), and no source file over 400 lines (a longer one
 * is split by concept).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '../../src');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = tsFiles(SRC);

/** The module a relative specifier names, as madge resolves it: the .ts/.tsx file, or the folder's index. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (files.includes(candidate)) return candidate;
  }
  return undefined;
}

/** Each file's relative imports and re-exports, type-only ones included (they are edges for madge too). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => m[1]!);
  return specifiers.flatMap((s) => resolve(file, s) ?? []);
}

describe('src', () => {
  it('has no import circle', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    const state = new Map<string, 'visiting' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(SRC, f)).join(' → '));
        return;
      }
      state.set(file, 'visiting');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('reads the imports it checks', () => {
    const taxCalculator = files.find((f) => f.endsWith(path.join('calculators', 'tax-calculator.ts')))!;
    expect(importsOf(taxCalculator).map((f) => path.basename(f))).toEqual(
      expect.arrayContaining(['tax-state.ts', 'law.ts', 'money.ts']),
    );
  });

  it('has no source file over 400 lines', () => {
    const long = files
      .map((f) => ({ file: path.relative(SRC, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
