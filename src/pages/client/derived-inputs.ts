/**
 * Inputs that another input sets instead (`data-derived-from="downPayment"` on the down payment's percent): the one
 * typed last wins. A percent and the dollars it is derived from, both sent and disagreeing, are refused as a pair, so
 * typing into one clears the other; once the result is in, the percent the calculation derived is shown in its empty
 * field, as a page loaded without JavaScript shows it. Without JavaScript a disagreeing pair is named at both fields.
 */

type Control = HTMLInputElement | HTMLSelectElement;

function controlNamed(form: HTMLFormElement, name: string | undefined): Control | null {
  const el = name ? form.elements.namedItem(name) : null;
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el : null;
}

/** The derived inputs of a form with the name of the input each is derived from. */
function derivedPairs(form: HTMLFormElement): Array<[Control, string]> {
  return Array.from(form.querySelectorAll<HTMLElement>('[data-derived-from]')).flatMap((field) => {
    const control = field.querySelector<Control>('input, select');
    const source = field.dataset.derivedFrom;
    return control && source ? [[control, source] as [Control, string]] : [];
  });
}

/** Typing into either input of a pair clears the other, so that only the one typed is sent. */
export function linkDerivedInputs(form: HTMLFormElement): void {
  form.addEventListener('input', (e) => {
    const typed = e.target;
    if (!(typed instanceof HTMLInputElement || typed instanceof HTMLSelectElement) || typed.value === '') return;
    for (const [derived, source] of derivedPairs(form)) {
      const other = typed === derived ? controlNamed(form, source) : typed.name === source ? derived : null;
      if (other) other.value = '';
    }
  });
}

/** After a result is swapped in: the percent it derived, in the derived inputs left empty. */
export function showDerivedInputs(form: HTMLFormElement, next: Document): void {
  const fresh = next.querySelector<HTMLFormElement>('[data-calc-form]');
  if (!fresh) return;
  for (const [derived] of derivedPairs(form)) {
    const value = controlNamed(fresh, derived.name)?.value ?? '';
    if (derived.value === '' && value !== '') derived.value = value;
  }
}
