/**
 * The pages' only script (served from our origin with a nonce; no framework, no third party):
 * in-place calculation, row editing, copy buttons, "use this rate" buttons, and the height of an
 * embed reported to the page that frames it.
 */
import { applyAccent } from './accent';
import { enhanceForm } from './calc-form';
import { linkDerivedInputs, showDerivedInputs } from './derived-inputs';
import { onRowClick, renumber } from './rows';

/** Buttons that only work with JavaScript are rendered hidden; show them. */
function reveal(root: ParentNode): void {
  root
    .querySelectorAll<HTMLElement>(
      '[data-copy][hidden], [data-fill][hidden], [data-add-row][hidden], [data-remove-row][hidden]',
    )
    .forEach((b) => {
      b.hidden = false;
    });
}

async function copy(button: HTMLElement): Promise<void> {
  const source = document.getElementById(button.dataset.copy ?? '') as HTMLInputElement | HTMLTextAreaElement | null;
  if (!source) return;
  try {
    await navigator.clipboard.writeText(source.value);
  } catch {
    source.select();
    document.execCommand('copy');
  }
  const label = button.textContent;
  button.textContent = 'Copied';
  window.setTimeout(() => (button.textContent = label), 1500);
}

function fill(button: HTMLElement): void {
  const input = document.getElementById(button.dataset.fill ?? '') as HTMLInputElement | null;
  if (!input) return;
  input.value = button.dataset.value ?? '';
  input.dispatchEvent(new Event('change', { bubbles: true }));
  input.focus();
}

/**
 * Fields that apply only while another input has a value (`data-show-when="filingStatus=mfj"`): hidden and
 * disabled otherwise, so they are not sent. Without JavaScript every field shows.
 */
function applyShowWhen(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-show-when]').forEach((field) => {
    const [name, value] = (field.dataset.showWhen ?? '').split('=');
    const form = field.closest('form');
    const control = form?.elements.namedItem(name ?? '') as HTMLInputElement | HTMLSelectElement | null;
    if (!control) return;
    const shown = control.value.toLowerCase() === value;
    field.hidden = !shown;
    field.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select').forEach((el) => {
      el.disabled = !shown;
    });
  });
}

/**
 * Options that belong to one state (`data-state`, a locality's): offered only while the form's state is theirs; a
 * chosen one of another state is cleared. Without JavaScript every option shows (the answer refuses a mismatch).
 */
function applyOptionState(root: ParentNode): void {
  root.querySelectorAll<HTMLOptionElement>('option[data-state]').forEach((option) => {
    const state = option.closest('form')?.elements.namedItem('state') as HTMLSelectElement | null;
    const offered = state?.value.toUpperCase() === option.dataset.state;
    option.hidden = !offered;
    option.disabled = !offered;
    if (!offered && option.selected && option.parentElement instanceof HTMLSelectElement)
      option.parentElement.value = '';
  });
}

/** Embeds tell their parent how tall they are (any parent may frame them; the height is not a secret). */
function reportHeight(): void {
  if (window.parent === window) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'fincalc:height', height }, '*');
  };
  send();
  new ResizeObserver(send).observe(document.body);
}

/**
 * An embed's look asked for in its query: the accent colour (set through the CSSOM, which the CSP
 * allows, where a style attribute is refused), shaded to read on the theme in use, and `theme=auto`
 * resolved to the reader's setting.
 */
function applyEmbedLook(): void {
  const root = document.documentElement;
  const accent = document.body.dataset.accent;
  const paintAccent = () => {
    if (accent && /^#[0-9a-f]{6}$/.test(accent)) applyAccent(root, accent);
  };
  paintAccent();
  if (root.dataset.theme !== 'auto' || !window.matchMedia) return;
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    root.classList.toggle('theme-dark', dark.matches);
    paintAccent();
  };
  apply();
  dark.addEventListener('change', apply);
}

function init(): void {
  reveal(document);
  document.querySelectorAll<HTMLElement>('[data-list]').forEach(renumber);
  document.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    if (!target) return;
    if (onRowClick(target)) return;
    const copyButton = target.closest<HTMLElement>('[data-copy]');
    if (copyButton) void copy(copyButton);
    const fillButton = target.closest<HTMLElement>('[data-fill]');
    if (fillButton) fill(fillButton);
  });
  // A new row typed in is no longer the blank one (which a printed page leaves out).
  document.addEventListener('input', (e) => {
    if (e.target instanceof Element) e.target.closest('[data-row][data-blank]')?.removeAttribute('data-blank');
  });
  document.addEventListener('change', () => {
    applyShowWhen(document);
    applyOptionState(document);
  });
  applyShowWhen(document);
  applyOptionState(document);
  const form = document.querySelector<HTMLFormElement>('[data-calc-form]');
  if (form) {
    linkDerivedInputs(form);
    enhanceForm(form, (next) => {
      reveal(document);
      applyShowWhen(document);
      showDerivedInputs(form, next);
    });
  }
  if (document.body.classList.contains('embed')) {
    applyEmbedLook();
    reportHeight();
  }
}

init();
