/**
 * Repeatable rows (debts, assets, per-rung rates, exchange rates): add and remove in place. Names
 * and ids carry the row index (`debts.2.rate`, `f-debts-2-rate`); rows are renumbered in page
 * order so that the server's field errors land on the row the person sees.
 */

const INDEXED = ['name', 'id', 'for', 'aria-describedby'];

function rowsOf(list: Element): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>('[data-rows] > [data-row]'));
}

function isBlank(row: Element): boolean {
  return Array.from(row.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')).every(
    (el) => el.value.trim() === '',
  );
}

/** Rewrites the index inside every indexed attribute of a row. */
function setIndex(row: Element, list: string, index: number): void {
  const name = new RegExp(`^(${list}\\.)(\\d+|__i__)`);
  const id = new RegExp(`(^|\\s)(f-${list}-)(\\d+|__i__)`, 'g');
  const all = [row, ...Array.from(row.querySelectorAll('*'))];
  for (const el of all) {
    for (const attr of INDEXED) {
      const v = el.getAttribute(attr);
      if (v === null) continue;
      el.setAttribute(attr, attr === 'name' ? v.replace(name, `$1${index}`) : v.replace(id, `$1$2${index}`));
    }
  }
  const number = row.querySelector('[data-row-number]');
  if (number) number.textContent = String(index + 1);
}

export function renumber(list: HTMLElement): void {
  rowsOf(list).forEach((row, i) => setIndex(row, list.dataset.list ?? '', i));
  const add = list.querySelector<HTMLButtonElement>('[data-add-row]');
  const max = Number(add?.dataset.max ?? Infinity);
  if (add) add.disabled = rowsOf(list).length >= max;
}

function addRow(list: HTMLElement): void {
  const template = list.querySelector<HTMLTemplateElement>('template[data-row-template]');
  const container = list.querySelector('[data-rows]');
  if (!template || !container) return;
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  const row = fragment.querySelector<HTMLElement>('[data-row]');
  if (!row) return;
  row.querySelectorAll<HTMLElement>('[hidden][data-remove-row]').forEach((b) => (b.hidden = false));
  container.appendChild(fragment);
  renumber(list);
  row.querySelector<HTMLElement>('input, select')?.focus();
}

function removeRow(row: HTMLElement): void {
  const list = row.closest<HTMLElement>('[data-list]');
  if (!list) return;
  const next = row.nextElementSibling ?? row.previousElementSibling;
  row.remove();
  if (rowsOf(list).length === 0) addRow(list);
  renumber(list);
  (next?.querySelector<HTMLElement>('input, select') ?? list.querySelector<HTMLElement>('[data-add-row]'))?.focus();
}

/** Whether some list row has been started but a field it needs is still empty. */
export function isIncomplete(form: HTMLFormElement): boolean {
  return Array.from(form.querySelectorAll<HTMLElement>('[data-rows] > [data-row]')).some(
    (row) =>
      !isBlank(row) &&
      Array.from(row.querySelectorAll<HTMLInputElement>('input[data-needed]')).some((el) => el.value.trim() === ''),
  );
}

/**
 * Before a submit: blank rows go (one stays if the list would be empty, and the row holding `keep`,
 * the focus, stays while a person is at it), the rest are numbered 0..n-1.
 */
export function compactRows(form: HTMLFormElement, keep?: Element | null): void {
  form.querySelectorAll<HTMLElement>('[data-list]').forEach((list) => {
    const rows = rowsOf(list);
    const blank = rows.filter(isBlank);
    blank
      .slice(blank.length === rows.length ? 1 : 0)
      .filter((r) => !(keep && r.contains(keep)))
      .forEach((r) => r.remove());
    renumber(list);
  });
}

/** Click handling for the row buttons (delegated, so rows added later work too). */
export function onRowClick(target: Element): boolean {
  const add = target.closest<HTMLElement>('[data-add-row]');
  if (add) {
    const list = add.closest<HTMLElement>('[data-list]');
    if (list) addRow(list);
    return true;
  }
  const remove = target.closest<HTMLElement>('[data-remove-row]');
  if (remove) {
    const row = remove.closest<HTMLElement>('[data-row]');
    if (row) removeRow(row);
    return true;
  }
  return false;
}
