/**
 * Progressive enhancement of the calculator form: with JavaScript, a submit (or a changed input)
 * fetches the page's result document (`<page>/result?<query>`: the same page, answering 200 when the
 * input has a mistake, so that a form error is shown, not logged as a failed request), and the
 * result, the error summary and each field's error are swapped in place; the address bar becomes the
 * result's share link. Without JavaScript the form is an ordinary GET, so everything works the same,
 * one reload at a time.
 */
import { compactRows, isIncomplete } from './rows';

let latest = 0;

function swapRegions(next: Document): void {
  document.querySelectorAll<HTMLElement>('[data-region]').forEach((el) => {
    const fresh = next.querySelector(`[data-region="${el.dataset.region ?? ''}"]`);
    el.replaceChildren(...Array.from(fresh?.childNodes ?? []).map((n) => document.importNode(n, true)));
  });
  document.querySelectorAll<HTMLElement>('[data-error-slot]').forEach((slot) => {
    const text = next.getElementById(slot.id)?.textContent ?? '';
    slot.textContent = text;
    const input = document.getElementById(slot.id.replace(/-error$/, ''));
    if (input && input.matches('input, select')) {
      if (text) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    slot.closest('.field, .list-field')?.classList.toggle('has-error', text !== '');
  });
  // Links to the full page outside the swapped regions (the embed's "open the full calculator").
  const share = next.querySelector<HTMLElement>('[data-share-url]')?.dataset.shareUrl;
  if (share) document.querySelectorAll<HTMLAnchorElement>('a[data-share-link]').forEach((a) => (a.href = share));
}

/** After Calculate, the result is brought into view when it is not (on a phone it sits below the form). */
function revealResult(): void {
  const card = document.querySelector<HTMLElement>('.result-card');
  if (!card) return;
  const top = card.getBoundingClientRect().top;
  if (top >= 0 && top <= window.innerHeight * 0.25) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
}

async function update(form: HTMLFormElement, explicit: boolean, onSwap: (next: Document) => void): Promise<void> {
  compactRows(form, explicit ? undefined : document.activeElement);
  const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  const url = `${form.action.split('?')[0]}/result?${query}`;
  const ticket = ++latest;
  const busy = document.querySelector('.result-card');
  busy?.setAttribute('aria-busy', 'true');
  try {
    const res = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    if (!res.ok) throw new Error(String(res.status));
    const html = await res.text();
    if (ticket !== latest) return; // a newer calculation is on its way
    const next = new DOMParser().parseFromString(html, 'text/html');
    swapRegions(next);
    onSwap(next);
    const pageUrl = next.querySelector<HTMLElement>('[data-page-url]')?.dataset.pageUrl;
    if (pageUrl) {
      const u = new URL(pageUrl, location.href);
      history.replaceState(null, '', `${u.pathname}${u.search}`);
    }
    const summary = document.querySelector<HTMLElement>('[data-error-summary]');
    if (explicit && summary) summary.focus();
    else if (explicit) revealResult();
  } catch {
    if (ticket === latest) form.submit(); // the network failed: fall back to a plain submit
  } finally {
    if (ticket === latest) busy?.removeAttribute('aria-busy');
  }
}

export function enhanceForm(form: HTMLFormElement, onSwap: (next: Document) => void): void {
  // The server's messages (in words, next to each field) replace the browser's validation bubbles.
  form.noValidate = true;
  let timer: number | undefined;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    window.clearTimeout(timer);
    void update(form, true, onSwap);
  });
  // A changed input recalculates after a pause, but not while a list row is half filled in: the row
  // is checked once it is complete, or on Calculate.
  form.addEventListener('change', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (!isIncomplete(form)) void update(form, false, onSwap);
    }, 350);
  });
}
