/**
 * The result side of a calculator page: the headline figures (an aria-live region, so an update
 * is announced), the error summary, then charts, tables, the schedule, assumptions, warnings (what to check) and notes (what is good to know).
 * Each part carries `data-region`, which the client script swaps in place after a new calculation.
 */
import type { Calculation } from '../../dispatch/calculate';
import type { SchemaObject } from '../../schemas/schema-object';
import { ChartFigure } from '../charts/chart-view';
import { DataTable } from './data-table';
import type { Chart } from '../charts/model';
import type { PlacedError } from '../field-errors';
import { formatCalendar, formatCell, formatCurrency, formatPayments, formatPercent, formatValue } from '../format';
import { humanize, optionLabel } from '../labels';
import {
  figure,
  groupFigures,
  isSourceLink,
  resultComparisons,
  resultTables,
  resultWordLists,
  scalarFigures,
  scheduleKeyColumn,
  scheduleTable,
  SCHEDULE_FIELDS,
  type Figure,
  type Table,
} from '../result-model';
import { MONTHLY_SCHEDULE, wordsOf, type ToolView } from '../views';
import { writtenWith } from '../../calculators/summary-format';

/** A figure's value in words, with the currency of a converter amount where the view names it. */
function shown(f: Figure, result: Readonly<Record<string, unknown>>, view: ToolView): string {
  const currencyField = view.currencyOf?.[f.name];
  const code = currencyField ? result[currencyField] : undefined;
  if (typeof f.value === 'number' && typeof code === 'string') {
    const decimals = typeof result.decimals === 'number' ? result.decimals : undefined;
    return formatCurrency(f.value, code, f.name === 'convertedAmount' ? decimals : undefined);
  }
  if (f.unit === 'percent' && f.decimals !== undefined && typeof f.value === 'number')
    return formatPercent(f.value, f.decimals);
  if (f.unit === 'ratio' && typeof f.value === 'number')
    return `${formatValue(Math.round(f.value * 10000) / 100, 'percent')}`;
  // A calendar or ordinal year (taxYear 2026, breakEvenYear 9) is a label, not a duration.
  if (/Year$/.test(f.name) && typeof f.value === 'number') return String(f.value);
  if (typeof f.value === 'string' && f.unit === 'date') return formatCalendar(f.value);
  if (typeof f.value === 'string') return f.enumerated ? optionLabel(f.value) : f.value;
  // A count of payments with the time it spans at the result's frequency: "595 payments (22 years 11 months)".
  // A loan given no payment frequency is paid monthly (its result then has no paymentsPerYear).
  if (f.unit === 'payments' && typeof f.value === 'number')
    return formatPayments(f.value, typeof result.paymentsPerYear === 'number' ? result.paymentsPerYear : 12);
  return formatValue(f.value, f.unit);
}

/** A view's labels and units for this result: its fixed labels, then the words the result brings (its frequency). */
function wordsFor(c: Calculation, view: ToolView): { labels: Record<string, string>; units: Record<string, string> } {
  const words = wordsOf(view, c.result);
  return { labels: { ...view.labels, ...words.labels }, units: { ...words.units } };
}

export function headlineOf(c: Calculation, output: SchemaObject, view: ToolView): Figure | undefined {
  const name =
    view.headline.find((h) => h in c.result) ?? Object.keys(c.result).find((k) => typeof c.result[k] === 'number');
  const { labels, units } = wordsFor(c, view);
  return name === undefined ? undefined : figure(c.result, output, name, labels, units);
}

function Figures({
  figures,
  c,
  view,
  list,
}: {
  figures: readonly Figure[];
  c: Calculation;
  view: ToolView;
  list?: boolean;
}) {
  return (
    <dl class={list ? 'figures figures-list' : 'figures'}>
      {figures.map((f) => (
        <div>
          <dt>{f.label}</dt>
          <dd>{shown(f, c.result, view)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Summary({ c, output, view }: { c: Calculation; output: SchemaObject; view: ToolView }) {
  const head = headlineOf(c, output, view);
  const per = typeof view.per === 'function' ? view.per(c.result) : view.per;
  const { labels, units } = wordsFor(c, view);
  const named = view.figures
    .filter((f) => f in c.result && f !== head?.name)
    .map((f) => figure(c.result, output, f, labels, units));
  const words = view.headlineWords ? writtenWith(view.headlineWords, c.result) : undefined;
  return (
    <>
      {head ? (
        <div class="headline">
          <p class="headline-label">{head.label}</p>
          <p class="headline-value" data-headline>
            {head.unit === 'months' && typeof head.value === 'number'
              ? `${head.value} months`
              : shown(head, c.result, view)}
            {per ? <span class="per">{per}</span> : null}
          </p>
          {head.unit === 'months' && typeof head.value === 'number' && head.value >= 24 ? (
            <p class="headline-sub">{formatValue(head.value, 'months').replace(/^.*\((.*)\)$/, '$1')}</p>
          ) : null}
          {words ? (
            <p class="headline-words" data-headline-words>
              {words}
            </p>
          ) : null}
        </div>
      ) : null}
      <Figures figures={named} c={c} view={view} />
    </>
  );
}

export function ErrorSummary({ errors, detail }: { errors: readonly PlacedError[]; detail: string | undefined }) {
  if (errors.length === 0 && !detail) return null;
  return (
    <div class="error-summary" role="alert" tabIndex={-1} data-error-summary>
      <h2>There is a problem</h2>
      {detail ? <p>{detail}</p> : null}
      <ul>
        {errors.map((e) => (
          <li>{e.fieldId ? <a href={`#${e.fieldId}`}>{`${e.label} ${e.message}`}</a> : `${e.label} ${e.message}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** A table cell: a row's source as a link to its publication, a date in words, a figure in its unit. */
function cellOf(v: unknown, unit: string | undefined) {
  if (unit === 'source') {
    if (!isSourceLink(v)) return '—';
    return (
      <a class="note-url" href={v.url} target="_blank" rel="noopener noreferrer" data-open-link>
        {v.title}
        <span class="visually-hidden"> (source, opens in a new tab)</span>
      </a>
    );
  }
  if (typeof v === 'string') return unit === 'date' ? formatCalendar(v) : v;
  return v === null ? '—' : formatCell(v, unit);
}

function TableView({ table, caption, pinned }: { table: Table; caption: string; pinned?: string }) {
  return (
    <DataTable
      label={caption}
      caption={caption}
      head={table.columns.map((c) => c.label)}
      rows={table.rows.map((r) => table.columns.map((c) => cellOf(r[c.key], c.unit)))}
      pinned={pinned === undefined ? undefined : table.columns.findIndex((c) => c.key === pinned)}
    />
  );
}

export interface ScheduleLinks {
  yearly: string;
  monthly: string;
  csv: string;
  current: 'yearly' | 'monthly';
}

function Schedule({
  table,
  links,
  rowsLink,
}: {
  table: Table;
  links: ScheduleLinks | undefined;
  /** The words of the link to one row per period ("Monthly", "Every payment"). */
  rowsLink: string;
}) {
  return (
    <section class="card schedule" id="schedule" aria-labelledby="schedule-h">
      <div class="section-head">
        <h2 id="schedule-h">{table.label}</h2>
        {links ? (
          <div class="schedule-links">
            <nav class="segmented" aria-label="Schedule rows">
              <a href={`${links.yearly}#schedule`} aria-current={links.current === 'yearly' ? 'true' : undefined}>
                Yearly
              </a>
              <a href={`${links.monthly}#schedule`} aria-current={links.current === 'monthly' ? 'true' : undefined}>
                {rowsLink}
              </a>
            </nav>
            <a class="button-secondary" href={links.csv} download>
              Download CSV
            </a>
          </div>
        ) : null}
      </div>
      <p class="scroll-hint">Scroll the table sideways to see every column.</p>
      <TableView table={table} caption={table.label} pinned={scheduleKeyColumn(table)} />
    </section>
  );
}

/** An https URL in a note (a state's source), up to a space, comma or closing parenthesis; no trailing full stop. */
const NOTE_URL = /(https:\/\/[^\s,()]*[^\s,().])/;

/**
 * A note's text with each https URL in it as a link (a state's source is one click away), opened in a new tab (an
 * embed stays in place); `data-open-link` lets the MCP app open it through the host.
 */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(NOTE_URL).map((part, i) =>
        i % 2 === 1 ? (
          <a class="note-url" href={part} target="_blank" rel="noopener noreferrer" data-open-link>
            {part}
            <span class="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export interface DetailsProps {
  c: Calculation;
  output: SchemaObject;
  view: ToolView;
  charts: readonly Chart[];
  scheduleLinks: ScheduleLinks | undefined;
  /** Embeds show charts and notes only. */
  compact: boolean;
  /** Notes of the calculator in the page's words (input names as the form calls them). */
  words: (text: string) => string;
}

export function Details({ c, output, view, charts, scheduleLinks, compact, words }: DetailsProps) {
  const skip = new Set<string>([...view.headline, ...view.figures, ...(view.hidden ?? []), ...SCHEDULE_FIELDS]);
  const { labels, units } = wordsFor(c, view);
  const rows = wordsOf(view, c.result).schedule ?? MONTHLY_SCHEDULE;
  const others = scalarFigures(c.result, output, skip, labels, units);
  const groups = Object.entries(view.groups ?? {})
    .map(([name, g]) => ({
      name,
      heading: g.heading,
      figures: groupFigures(c.result, output, name, g.labels, g.units),
    }))
    .filter((g) => g.figures.length > 0);
  const comparisons = resultComparisons(c.result, output, skip, labels);
  const tables = resultTables(c.result, output, skip);
  const lists = resultWordLists(c.result, skip, labels);
  const schedule = scheduleTable(c.result, output, rows);
  return (
    <>
      {c.meta.warnings.length > 0 ? (
        <div class="notice notice-warn">
          <h2 class="notice-title">Please check</h2>
          <ul>
            {c.meta.warnings.map((w) => (
              <li>{words(w)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {(c.meta.notes ?? []).length > 0 ? (
        <div class="notice notice-info">
          <h2 class="notice-title">Good to know</h2>
          <ul>
            {(c.meta.notes ?? []).map((n) => (
              <li>{words(n)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {lists.map((l) => (
        <section class="card" aria-labelledby={`list-${l.name}`} data-list={l.name}>
          <h2 id={`list-${l.name}`}>{l.label}</h2>
          <ul class="assumptions">
            {l.items.map((item) => (
              <li>{words(item)}</li>
            ))}
          </ul>
        </section>
      ))}
      {charts.length > 0 ? (
        <section class="card charts" aria-label="Charts">
          {charts.map((ch, i) => (
            <ChartFigure chart={ch} id={`chart-${i}`} />
          ))}
        </section>
      ) : null}
      {compact ? null : (
        <>
          {comparisons.map((cmp) => (
            <section class="card" aria-labelledby={`cmp-${cmp.name}`}>
              <h2 id={`cmp-${cmp.name}`}>{cmp.label}</h2>
              <DataTable
                label={cmp.label}
                head={[null, ...cmp.members.map(humanize)]}
                rows={cmp.rows.map((r) => [r.label, ...r.values.map((v) => formatValue(v, r.unit))])}
              />
              {cmp.notes.map((n) => (
                <p>
                  {n.label}: <strong>{formatValue(n.value, n.unit)}</strong>
                </p>
              ))}
            </section>
          ))}
          {tables.map((t) => (
            <section class="card" aria-labelledby={`tbl-${t.name}`}>
              <h2 id={`tbl-${t.name}`}>{t.label}</h2>
              <TableView table={t} caption={t.label} />
            </section>
          ))}
          {groups.map((g) => (
            <section class="card" aria-labelledby={`grp-${g.name}`} data-group={g.name}>
              <h2 id={`grp-${g.name}`}>{g.heading}</h2>
              <Figures figures={g.figures} c={c} view={view} list />
            </section>
          ))}
          {others.length > 0 ? (
            <section class="card" aria-labelledby="more-h">
              <h2 id="more-h">More figures</h2>
              <Figures figures={others} c={c} view={view} list />
            </section>
          ) : null}
          {schedule ? <Schedule table={schedule} links={scheduleLinks} rowsLink={rows.link} /> : null}
          <section class="card" aria-labelledby="assumptions-h">
            <h2 id="assumptions-h">How this was calculated</h2>
            <ul class="assumptions">
              {c.meta.assumptions.map((a) => (
                <li>
                  <Linked text={words(a)} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  );
}
