/**
 * The localities the law's data answers (every state's `localities`, every year): the ids the tax calculator's
 * `locality` input takes, with their names and state, in id order.
 */
import { LAW_DATA } from './data';
import type { StateFile } from './law';
import type { Locality } from './state-types';

export interface LocalityEntry {
  readonly id: string;
  /** The locality's name without the tax's words (e.g. "New York City", "Anne Arundel County"). */
  readonly title: string;
  readonly state: string;
}

/** A tax's name less its trailing "… income tax" words: the place. */
const placeOf = (name: string) =>
  name.replace(/ (local |resident )?income tax( surcharge)?$/, '').replace(/^City of /, '');

function entriesOf(file: StateFile): LocalityEntry[] {
  const byId = new Map<string, LocalityEntry>();
  for (const year of Object.values(file.figures.localities ?? {})) {
    if (!Array.isArray(year)) continue;
    for (const l of year as Locality[]) byId.set(l.id, { id: l.id, title: placeOf(l.name), state: file.code });
  }
  return [...byId.values()];
}

function allLocalities(): readonly LocalityEntry[] {
  return Object.values(LAW_DATA.states)
    .flatMap((file) => entriesOf(file as StateFile))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Pure: a bundle that does not read the list leaves it and the law's data out. */
export const LOCALITIES: readonly LocalityEntry[] = /* @__PURE__ */ allLocalities();
