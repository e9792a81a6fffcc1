/** A JSON Schema object as a table of its properties: name, type, required, default, bounds, description. */
import { selectOptions } from '../../schemas/published-schema';
import { formatBound } from '../format';
import { DataTable } from './data-table';

type Schema = Readonly<Record<string, unknown>>;

function isObject(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Resolves `#/components/schemas/X` inside the OpenAPI document. */
export function deref(doc: Schema, s: unknown): Schema {
  if (isObject(s) && typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
    let node: unknown = doc;
    for (const part of s.$ref.slice(2).split('/')) node = isObject(node) ? node[part] : undefined;
    return isObject(node) ? node : {};
  }
  return isObject(s) ? s : {};
}

export function typeText(s: Schema): string {
  const options = selectOptions(s);
  // A select published with its other spellings (a pattern beside the enum) is still its listed words.
  if (options)
    // A word joiner after an id's hyphen (MD-BALTIMORE_CITY) keeps the id on one line: the type breaks between ids.
    return `${options.map((v) => JSON.stringify(v).replace(/-/g, '-\u2060')).join(' | ')}${Array.isArray(s.anyOf) ? ', any case' : ''}`;
  const t = Array.isArray(s.type) ? s.type.join(' | ') : typeof s.type === 'string' ? s.type : 'any';
  if (t === 'array' && isObject(s.items))
    return `array of ${isObject(s.items.properties) ? 'objects' : typeText(s.items)}`;
  return t;
}

/** Bounds as people write them ($1T, 1 month); the unit the API counts in follows. */
function bounds(s: Schema): string {
  const parts: string[] = [];
  const unit = typeof s['x-unit'] === 'string' ? s['x-unit'] : undefined;
  if (typeof s.minimum === 'number') parts.push(`≥ ${formatBound(s.minimum, unit)}`);
  if (typeof s.exclusiveMinimum === 'number') parts.push(`> ${formatBound(s.exclusiveMinimum, unit)}`);
  if (typeof s.maximum === 'number') parts.push(`≤ ${formatBound(s.maximum, unit)}`);
  if (typeof s.maxItems === 'number') parts.push(`≤ ${s.maxItems} items`);
  if (unit) parts.push(unit);
  return parts.join(', ');
}

interface Row {
  name: string;
  s: Schema;
  required: boolean;
}

function rowsOf(s: Schema, prefix = '', depth = 0): Row[] {
  const props = isObject(s.properties) ? s.properties : {};
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const rows: Row[] = [];
  for (const [name, sub] of Object.entries(props)) {
    if (!isObject(sub)) continue;
    rows.push({ name: `${prefix}${name}`, s: sub, required: required.has(name) });
    // One level of list items (debts[].rate) keeps the table readable; deeper rows are in the schema itself.
    if (depth === 0 && isObject(sub.items) && isObject(sub.items.properties))
      rows.push(...rowsOf(sub.items, `${prefix}${name}[].`, depth + 1));
  }
  return rows;
}

export function SchemaTable({
  schema,
  caption,
  showRequired,
}: {
  schema: Schema;
  caption: string;
  showRequired: boolean;
}) {
  return (
    <DataTable
      label={caption}
      hiddenCaption={caption}
      class="schema"
      head={['Name', 'Type', 'Details']}
      rows={rowsOf(schema).map((r) => [
        <>
          <code>{r.name}</code>
          {showRequired && r.required ? <span class="tag">required</span> : null}
        </>,
        <code>{typeText(r.s)}</code>,
        <>
          {typeof r.s.description === 'string' ? r.s.description : ''}
          {r.s.default !== undefined ? <span class="muted"> Default: {JSON.stringify(r.s.default)}.</span> : null}
          {bounds(r.s) ? <span class="muted"> ({bounds(r.s)})</span> : null}
          {Array.isArray(r.s['x-aliases']) ? (
            <span class="muted">
              {' '}
              Also accepted as {(r.s['x-aliases'] as string[]).map((a, i) => [i ? ', ' : '', <code>{a}</code>])}.
            </span>
          ) : null}
        </>,
      ])}
    />
  );
}
