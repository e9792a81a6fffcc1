/** A calculator page (`/tools/<slug>`) and its embeddable variant (`/tools/<slug>/embed`). */
import type { Calculation } from '../../dispatch/calculate';
import type { SchemaObject } from '../../schemas/schema-object';
import { ChartFigure } from '../charts/chart-view';
import type { Chart } from '../charts/model';
import type { PlacedError } from '../field-errors';
import { SCHEDULE_INPUT } from '../form-fields';
import { formatValue } from '../format';
import { humanize, namesInWords, optionLabel } from '../labels';
import type { ToolView } from '../views';
import type { EmbedOptions } from '../embed-options';
import type { RateSourceLine } from '../rates-used';
import { Layout, type Chrome } from './layout';
import { labelsOf, ToolForm, type FormProps } from './tool-form';
import { Details, ErrorSummary, Summary, type ScheduleLinks } from './tool-result';

export interface ToolInfo {
  slug: string;
  name: string;
  description: string;
  summary: string;
  category: string;
}

export interface ToolPageProps {
  chrome: Chrome;
  tool: ToolInfo;
  embed: boolean;
  form: FormProps;
  calculation: Calculation | undefined;
  charts: readonly Chart[];
  errors: readonly PlacedError[];
  /** A message for the error summary that belongs to no field (rate limit, unsatisfiable input). */
  detail: string | undefined;
  output: SchemaObject;
  view: ToolView;
  scheduleLinks: ScheduleLinks | undefined;
  /** Absolute address of the full page with these inputs (the share link). */
  shareUrl: string;
  /** Absolute address of the embed with these inputs. */
  embedUrl: string;
  /** The rates the page shows or its calculation used, per source (none: the footer names none). */
  rates: readonly RateSourceLine[];
  version: string;
  /** The embed's look (theme, accent, what is hidden, background). */
  embedOptions: EmbedOptions;
}

/** The copy-paste snippet: the iframe, plus a listener that sets its height from our postMessage. */
export function embedSnippet(embedUrl: string, title: string, origin: string): string {
  const listener =
    `window.addEventListener("message",function(e){if(e.origin!==${JSON.stringify(origin)}||!e.data||e.data.type!=="fincalc:height")return;` +
    `document.querySelectorAll("iframe[data-fincalc]").forEach(function(f){if(f.contentWindow===e.source)f.style.height=e.data.height+"px"})});`;
  return (
    `<iframe data-fincalc src="${embedUrl.replace(/"/g, '%22')}" title="${title.replace(/"/g, '&quot;')}" ` +
    `width="100%" height="760" style="border:0;max-width:100%" loading="lazy"></iframe>\n<script>${listener}</script>`
  );
}

function Share({ shareUrl, snippet }: { shareUrl: string; snippet: string }) {
  return (
    <section class="card share" aria-labelledby="share-h">
      <h2 id="share-h">Share or embed</h2>
      <div class="copy-field">
        <label for="share-url">Link to this result</label>
        <div class="copy-row">
          <input id="share-url" type="text" readOnly value={shareUrl} />
          <p class="print-only share-text">{shareUrl}</p>
          <button type="button" class="button-secondary" data-copy="share-url" hidden>
            Copy link
          </button>
        </div>
      </div>
      <div class="copy-field">
        <label for="embed-code">Embed this calculator on your site</label>
        <div class="copy-row copy-row-code">
          <textarea id="embed-code" readOnly rows={4} spellcheck={false}>
            {snippet}
          </textarea>
          <button type="button" class="button-secondary" data-copy="embed-code" hidden>
            Copy code
          </button>
        </div>
        <p class="hint">The embed sets no cookies and loads nothing from other sites; it resizes itself to fit.</p>
      </div>
    </section>
  );
}

/** An input's default in words ("Monthly", "5%"). */
function defaultText(d: FormProps['fields'][number]['descriptor']): string {
  return typeof d.default === 'string' ? optionLabel(d.default) : formatValue(d.default, d.unit);
}

function Glossary({ form }: { form: FormProps }) {
  const fields = form.fields.filter((f) => f.name !== SCHEDULE_INPUT);
  const labels = labelsOf(form.fields);
  return (
    <section class="card about" aria-labelledby="about-h">
      <h2 id="about-h">About the inputs</h2>
      <dl class="glossary">
        {fields.map((f) => (
          <div>
            <dt>{f.descriptor.label}</dt>
            <dd>
              {namesInWords(f.descriptor.description, labels)}
              {f.descriptor.default !== undefined && typeof f.descriptor.default !== 'object' ? (
                <span class="muted"> Default: {defaultText(f.descriptor)}.</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The rates on the page, per source, with their date and whether they are live: swapped with the result. */
function RatesUsed({ rates }: { rates: readonly RateSourceLine[] }) {
  return (
    <p class="rates-used" data-region="rates-used">
      {rates.length === 0 ? null : (
        <>
          Rates on this page:{' '}
          {rates.map((r, i) => (
            <>
              {i > 0 ? '; ' : ''}
              {r.name}, as of {r.date}: <span class={r.stale ? 'tag tag-warn' : 'tag'}>{r.state}</span>
            </>
          ))}
        </>
      )}
    </p>
  );
}

function Results(p: ToolPageProps) {
  const c = p.calculation;
  const parts = p.charts.filter((ch) => ch.kind === 'breakdown');
  return (
    <section class="card result-card" aria-labelledby="result-h">
      <h2 id="result-h" class="card-title">
        Result
      </h2>
      <div class="summary" aria-live="polite" data-region="summary">
        {c ? (
          <Summary c={c} output={p.output} view={p.view} />
        ) : (
          <p class="placeholder">
            {p.detail && p.errors.length === 0 ? p.detail : 'Correct the highlighted inputs to see the result.'}
          </p>
        )}
      </div>
      <div class="summary-charts" data-region="summary-charts">
        {parts.map((ch, i) => (
          <ChartFigure chart={ch} id={`part-${i}`} />
        ))}
      </div>
    </section>
  );
}

export function ToolPage(p: ToolPageProps) {
  const snippet = embedSnippet(p.embedUrl, p.tool.name, p.chrome.baseUrl);
  const c = p.calculation;
  const details = (
    <div class="details" data-region="details">
      {c ? (
        <Details
          c={c}
          output={p.output}
          view={p.view}
          charts={p.charts.filter((ch) => ch.kind !== 'breakdown')}
          scheduleLinks={p.scheduleLinks}
          compact={p.embed}
          words={(text) => namesInWords(text, labelsOf(p.form.fields))}
        />
      ) : null}
      {c && !p.embed ? <Share shareUrl={p.shareUrl} snippet={snippet} /> : null}
    </div>
  );
  const top = (
    <div class="calc-grid" data-page-url={p.embed ? p.embedUrl : p.shareUrl} data-share-url={p.shareUrl}>
      <section class="card form-card" aria-labelledby="inputs-h">
        <h2 id="inputs-h" class="card-title">
          Your numbers
        </h2>
        <div data-region="errors">
          <ErrorSummary errors={p.errors} detail={p.detail} />
        </div>
        <ToolForm {...p.form} />
      </section>
      <Results {...p} />
    </div>
  );
  if (p.embed) {
    return (
      <Layout chrome={p.chrome} title={p.tool.name} description={p.tool.summary} embed embedOptions={p.embedOptions}>
        <div class="embed-wrap" data-embed>
          <h1 class={p.embedOptions.hideHeader ? 'visually-hidden' : 'embed-title'}>{p.tool.name}</h1>
          {top}
          {details}
          <RatesUsed rates={p.rates} />
          <p class="attribution">
            {p.embedOptions.hideFooter ? null : (
              <a href={p.shareUrl} target="_blank" rel="noopener" data-share-link>
                Calculated by {p.chrome.serviceName}: open the full calculator
                <span class="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            <span class="muted">
              {p.embedOptions.hideFooter ? '' : ' · '}Informational estimate only; not financial, tax or investment
              advice.
            </span>
          </p>
        </div>
      </Layout>
    );
  }
  return (
    <Layout
      chrome={p.chrome}
      title={`${p.tool.name}: free, exact to the cent | ${p.chrome.serviceName}`}
      description={p.tool.summary}
      canonical={`${p.chrome.baseUrl}/tools/${p.tool.slug}`}
      section="tools"
    >
      <div class="wrap">
        <nav class="breadcrumb" aria-label="Breadcrumb">
          <a href="/tools">Calculators</a> <span aria-hidden="true">/</span>{' '}
          <a href={`/tools#${p.tool.category}`}>{humanize(p.tool.category)}</a>
        </nav>
        <h1>{p.tool.name}</h1>
        <p class="lede">{p.tool.description}</p>
        {top}
        {details}
        <Glossary form={p.form} />
        <RatesUsed rates={p.rates} />
        <p class="attribution">
          {c ? c.meta.attribution : `Calculated by ${p.chrome.serviceName}`} · Engine {p.version} ·{' '}
          {c ? c.meta.disclaimer : 'Informational estimate only; not financial, tax or investment advice.'}
        </p>
      </div>
    </Layout>
  );
}
