/**
 * The MCP App of one calculator, running in the assistant's sandboxed iframe: it renders the
 * result the host delivers with the embed's own components (headline, breakdown, charts, the
 * schedule folded), lets the person change an input and recompute through the host
 * (`tools/call` over the MCP Apps bridge, host-bridge.ts), and keeps the
 * attribution and the disclaimer. It loads nothing: script, style and data are in the document.
 * A chart the page draws from further calculations (debt payoff's two strategies month by month,
 * tax by state) is drawn from the same calculations, asked of the host. Inline, the view keeps
 * within 500 px of height (or the host's own limit), the rest scrolling inside it.
 */
import { render } from 'preact';
import type { Calculation } from '../../../dispatch/calculate';
import type { SchemaObject } from '../../../schemas/schema-object';
import { ChartFigure } from '../../charts/chart-view';
import { chartsFor } from '../../charts/tool-charts';
import { Details, Summary } from '../../templates/tool-result';
import { viewOf } from '../../views';
import { HostBridge } from './host-bridge';
import { InputsForm } from './inputs-form';
import { errorLines, viewWords } from './words';

/** What the document tells the view about its calculator (a JSON script element written by the server). */
interface ToolInfo {
  slug: string;
  name: string;
  serviceName: string;
  inputSchema: SchemaObject;
  outputSchema: SchemaObject;
}

interface State {
  inputs?: Record<string, unknown>;
  calc?: Calculation;
  /** A tool error's lines in words, or why nothing can be shown. */
  error?: string[];
  busy: boolean;
  /** Bumped with every result, so the form is rebuilt with the inputs the result echoes. */
  round: number;
  /** The further calculations the page's charts are drawn from (`series` of the view), by name, for this round. */
  series: Record<string, Calculation>;
}

/** The parts of a `tools/call` result the view reads. */
interface ToolResult {
  isError?: boolean;
  structuredContent?: unknown;
  content?: ReadonlyArray<{ type: string; text?: string }>;
}

const DISCLAIMER = 'Informational estimate only; not financial, tax or investment advice.';

const info = JSON.parse(document.getElementById('fincalc-tool')?.textContent ?? '{}') as ToolInfo;
const view = viewOf(info.slug);
const words = viewWords(info.inputSchema);
const app = new HostBridge({ name: `${info.slug}-app`, version: '1.0.0' });
let state: State = { busy: false, round: 0, series: {} };

/** Inline height of the view: the hosts' limit for an app shown in the conversation. */
const INLINE_MAX_HEIGHT = 500;

function isCalculation(v: unknown): v is Calculation {
  const c = v as Partial<Calculation> | null;
  return (
    typeof c === 'object' && c !== null && typeof c.result === 'object' && typeof c.meta === 'object' && c.meta !== null
  );
}

/**
 * The calculation in a result: `structuredContent` where the host passes it, else the JSON text
 * block (hosts differ in which one they hand a view), or the error's text.
 */
function readResult(result: ToolResult): { calc: Calculation } | { error: string[] } {
  const texts = (result.content ?? []).flatMap((b) =>
    b.type === 'text' && typeof b.text === 'string' ? [b.text] : [],
  );
  if (result.isError) return { error: errorLines(texts, state.inputs ?? {}, words) };
  if (isCalculation(result.structuredContent)) return { calc: result.structuredContent };
  for (const text of [...texts].reverse()) {
    if (!text.startsWith('{')) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      if (isCalculation(parsed)) return { calc: parsed };
    } catch {
      // not the JSON block
    }
  }
  return { error: ['The result could not be read.'] };
}

function update(next: Partial<State>): void {
  state = { ...state, ...next };
  render(<AppView />, document.getElementById('app')!);
}

function showResult(result: ToolResult): void {
  const read = readResult(result);
  if ('calc' in read) {
    update({
      calc: read.calc,
      inputs: { ...read.calc.meta.inputs },
      error: undefined,
      busy: false,
      round: state.round + 1,
      series: {},
    });
    void fetchSeries(read.calc, state.round);
  } else update({ error: read.error, busy: false });
}

/** The further calculations of the view's charts, run through the host; one that fails costs its chart only. */
async function fetchSeries(calc: Calculation, round: number): Promise<void> {
  if (!view.series) return;
  const asked = Object.entries(view.series(calc.meta.inputs));
  const answers = await Promise.all(
    asked.map(async ([name, args]) => {
      try {
        const read = readResult(await app.callServerTool({ name: info.slug, arguments: args }));
        return 'calc' in read ? ([[name, read.calc]] as const) : [];
      } catch {
        return [];
      }
    }),
  );
  // A newer result has come meanwhile: these belong to the old one.
  if (state.round === round) update({ series: Object.fromEntries(answers.flat()) });
}

async function recalculate(inputs: Record<string, unknown>): Promise<void> {
  update({ busy: true, inputs });
  try {
    showResult(await app.callServerTool({ name: info.slug, arguments: inputs }));
  } catch (e) {
    update({
      busy: false,
      error: [`The host could not run the calculation: ${e instanceof Error ? e.message : String(e)}`],
    });
  }
}

function AppView() {
  const c = state.calc;
  const charts = c ? chartsFor(info.slug, c, state.series) : [];
  const placeholder = state.busy ? 'Calculating…' : 'Waiting for the calculation…';
  return (
    <div class="embed-wrap mcp-app">
      <h1 class="embed-title">{info.name}</h1>
      {state.error ? (
        <div class="notice notice-warn" role="alert" data-app-error>
          <h2 class="notice-title">There is a problem</h2>
          <ul>
            {state.error.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <section class="card result-card" aria-labelledby="result-h" aria-busy={state.busy ? 'true' : undefined}>
        <h2 id="result-h" class="card-title">
          Result
        </h2>
        <div class="summary" aria-live="polite">
          {c ? <Summary c={c} output={info.outputSchema} view={view} /> : <p class="placeholder">{placeholder}</p>}
        </div>
        {charts
          .filter((ch) => ch.kind === 'breakdown')
          .map((ch, i) => (
            <ChartFigure chart={ch} id={`part-${i}`} />
          ))}
      </section>
      {state.inputs ? (
        <InputsForm
          key={state.round}
          schema={info.inputSchema}
          label={words.label}
          inputs={state.inputs}
          busy={state.busy}
          onSubmit={(next) => void recalculate(next)}
        />
      ) : null}
      {c ? (
        <div class="details">
          <Details
            c={c}
            output={info.outputSchema}
            view={view}
            charts={charts.filter((ch) => ch.kind !== 'breakdown')}
            scheduleLinks={undefined}
            compact
            words={words.words}
          />
          <details class="card app-more">
            <summary>Schedule, tables and how this was calculated</summary>
            <Details
              c={{ ...c, meta: { ...c.meta, warnings: [], notes: [] } }}
              output={info.outputSchema}
              view={view}
              charts={[]}
              scheduleLinks={undefined}
              compact={false}
              words={words.words}
            />
          </details>
        </div>
      ) : null}
      <p class="attribution">
        <a href={c?.meta.share_url ?? '#'} data-open-link>
          {c ? c.meta.attribution : `Calculated by ${info.serviceName}`}
        </a>
        <span class="muted"> · {c?.meta.disclaimer ?? DISCLAIMER}</span>
      </p>
    </div>
  );
}

// Links leave the sandbox through the host, which asks the person first.
document.addEventListener('click', (e) => {
  const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-open-link]') : null;
  if (!link) return;
  e.preventDefault();
  if (link.href.startsWith('http')) void app.openLink({ url: link.href });
});

/** The host's theme: the embed's dark tokens (`.theme-dark`) when the conversation is dark. */
function followTheme(theme: string | undefined): void {
  if (theme !== undefined) document.documentElement.classList.toggle('theme-dark', theme === 'dark');
}

/**
 * The view's height: 500 px inline, less where the host's container is smaller (`containerDimensions`: a fixed
 * height or a maximum), no limit in fullscreen; what does not fit scrolls inside the view.
 */
function fitContainer(context: ReturnType<typeof app.hostContext>): void {
  const dims = context?.containerDimensions as { height?: number; maxHeight?: number } | undefined;
  const limit =
    context?.displayMode === 'fullscreen'
      ? undefined
      : (dims?.height ?? Math.min(INLINE_MAX_HEIGHT, dims?.maxHeight ?? INLINE_MAX_HEIGHT));
  document.documentElement.style.setProperty('--app-max-height', limit === undefined ? 'none' : `${limit}px`);
}

app.onhostcontextchanged = (context) => {
  followTheme(context.theme);
  fitContainer(app.hostContext());
};
app.ontoolinput = (params) => {
  if (state.calc === undefined) update({ inputs: { ...(params.arguments ?? {}) }, busy: true });
};
app.ontoolresult = (result) => showResult(result as ToolResult);
update({});
void app.connect().then(() => {
  followTheme(app.hostContext().theme);
  fitContainer(app.hostContext());
});
