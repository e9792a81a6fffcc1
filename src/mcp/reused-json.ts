/**
 * A tools/call result carries its calculation twice: as the JSON text of its content block and as
 * `structuredContent` (2025-06-18 on). The text is already the calculation's JSON, so the answer
 * writes it again verbatim for `structuredContent` instead of serializing the same object a second
 * time (about a sixth of the CPU of a `tools/call` answer).
 */
/**
 * Where a value keeps its JSON text: a symbol-keyed property, which JSON.stringify and Object.keys
 * skip. It names its owner, so a spread copy (which takes enumerable symbol properties along, and
 * may then be changed) is never written from its original's text. Not a WeakMap: an entry cost
 * about ten times the assignment, and more again in the collector.
 */
const SERIALIZED = Symbol('reused-json');

interface Remembered {
  [SERIALIZED]?: { owner: object; json: string };
}

/** Records that `json` is exactly `JSON.stringify(value)`; `value` must not change afterwards. */
export function rememberJson(value: object, json: string): void {
  (value as Remembered)[SERIALIZED] = { owner: value, json };
}

function rememberedJson(value: object): string | undefined {
  const r = (value as Remembered)[SERIALIZED];
  return r !== undefined && r.owner === value ? r.json : undefined;
}

/**
 * How deep the writer walks before it hands a value to `JSON.stringify` whole: a batch, a
 * response, its result, `structuredContent`. A remembered value deeper than this is serialized
 * again, which gives the same text.
 */
const WALK_DEPTH = 4;

/**
 * `JSON.stringify(body)`, with the remembered JSON of any value rememberJson was told about. The
 * envelope is walked here, key by key, and everything else goes to `JSON.stringify` in one piece:
 * no replacer, which would put the whole answer on V8's slow path, text block included.
 */
export function stringifyReusing(body: unknown): string {
  return write(body, 0) as string;
}

/**
 * JSON.stringify's rules: undefined, functions and symbols are left out of objects and null in
 * arrays. One difference no JSON-RPC body meets: a `toJSON` inside the walked envelope is called
 * with '' rather than its property name (Date's, the only one a body could hold, ignores it).
 */
function write(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const remembered = rememberedJson(value);
  if (remembered !== undefined) return remembered;
  if (depth >= WALK_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + (write(value[i], depth + 1) ?? 'null');
    return `${out}]`;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  // Boxed primitives, class instances and the like: JSON.stringify knows their rules.
  if (proto !== Object.prototype && proto !== null) return JSON.stringify(value);
  let out = '{';
  for (const key of Object.keys(value)) {
    const json = write((value as Record<string, unknown>)[key], depth + 1);
    if (json === undefined) continue;
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${json}`;
  }
  return `${out}}`;
}
