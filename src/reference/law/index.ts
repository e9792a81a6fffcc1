/**
 * The law as data (`federal.json`, `states/<code>.json`) and what reads it: the schema, `createLaw`, the types of
 * one year's figures. `docs/decisions.md` ("Tax law as data by year") describes the layout and how to add a year.
 */
export { LAW_DATA, type LawData } from './data';
export { checkLaw, createLaw } from './check';
export { buildLaw, missingStateMessage, standInAssumptions, statesOf, type Law, type StateFile } from './law';
export { federalLaw, type FederalFile } from './federal-law';
export * from './federal-types';
export * from './state-types';
export { citedSource } from './provenance';
export type { FigureKind, RuleFigures } from './schema';
export { STATE_CODES, STATE_NAMES, toStateCode, US_STATES, type StateCode } from './us-states';
export { LOCALITIES, type LocalityEntry } from './localities';
