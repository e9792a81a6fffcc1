/**
 * The check of the law's data against its schema (Ajv), apart from the law itself (./law.ts) so that what only reads
 * the law (the calculators, the pages' browser bundles) never loads the validator.
 */
import Ajv from 'ajv';
import type { LawData } from './data';
import { buildLaw, type Law } from './law';
import { federalLawSchema, stateLawSchema, type RuleFigures } from './schema';

/**
 * Checks `data` against the schema for its years and the engine's special `rules`; a defect is an error naming
 * every file's faults. Compiling the schema takes seconds, so the build and the tests check the data (the build
 * refuses data that fails), not every process that loads it.
 */
export function checkLaw(data: LawData, rules: Readonly<Record<string, RuleFigures>>): readonly number[] {
  const ajv = new Ajv({ allErrors: true, strict: false, inlineRefs: false });
  const years = (data.federal as { years?: unknown }).years;
  const covered = Array.isArray(years) && years.every((y) => Number.isInteger(y)) ? (years as number[]) : [];
  const faults: string[] = [];
  const report = (name: string, valid: boolean, errors: typeof ajv.errors) => {
    if (!valid) for (const e of errors ?? []) faults.push(`${name}${e.instancePath}: ${e.message ?? 'invalid'}`);
  };
  const federal = ajv.compile(federalLawSchema(covered));
  report('federal.json', federal(data.federal), federal.errors);
  const state = ajv.compile(stateLawSchema(covered, rules));
  for (const [code, file] of Object.entries(data.states)) {
    report(`states/${code.toLowerCase()}.json`, state(file), state.errors);
    if ((file as { code?: unknown }).code !== code)
      faults.push(`states/${code.toLowerCase()}.json: code is not ${code}`);
  }
  if (faults.length > 0) throw new Error(`The law's data does not match its schema:\n${faults.join('\n')}`);
  return [...covered].sort((a, b) => a - b);
}

/**
 * The law of `data`. With `rules` (the special rules the engine declares, name → figures) the data is checked
 * against the schema first; without, it is taken as checked (the repository's data is, at build and in tests).
 */
export function createLaw(data: LawData, rules?: Readonly<Record<string, RuleFigures>>): Law {
  return rules ? buildLaw(data, checkLaw(data, rules)) : buildLaw(data);
}
