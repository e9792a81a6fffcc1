import { STATE_NAMES } from '../calculators/us-states';

/**
 * Words for names that only exist in code: result fields (`totalInterest` → "Total interest")
 * and select options (`mfj` → "Married filing jointly"). Inputs carry their own titles.
 */

const ACRONYMS = new Set([
  'emi',
  'ltv',
  'pmi',
  'hoa',
  'apy',
  'apr',
  'fica',
  'agi',
  'sip',
  'cd',
  'fx',
  'usd',
  'id',
  'hsa',
  'fsa',
]);

/** Option values whose words cannot be derived from the value itself. */
const OPTION_WORDS: Readonly<Record<string, string>> = {
  mfj: 'Married filing jointly',
  mfs: 'Married filing separately',
  hoh: 'Head of household',
  qss: 'Qualifying surviving spouse',
  avalanche: 'Avalanche',
  snowball: 'Snowball',
  // A yes-or-no input's options, as its error reads ('must be Yes or No') and its value is shown in a result.
  true: 'Yes',
  false: 'No',
};

/** Proper names inside a field name, written as they are spelt: "Social Security", "Medicare". */
const PROPER_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/\bsocial security\b/i, 'Social Security'],
  [/\bmedicare\b/i, 'Medicare'],
  [/\b401k\b/i, '401(k)'],
  [/\bw4\b/i, 'W-4'],
  // The steps of a Form W-4, as the form numbers them: `step4c` → "Step 4(c)".
  [/\bstep(\d)([a-c])\b/i, 'Step $1($2)'],
  [/\bstep(\d)\b/i, 'Step $1'],
];

/** `totalPmiPaid` → "Total PMI paid", `additionalMedicareTax` → "Additional Medicare tax"; `k401` names keep digits. */
export function humanize(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(401k)\b/gi, '$1 $2') // `retirement401k` → "retirement 401k", then "401(k)"
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  const first = words[0] ?? '';
  words[0] = ACRONYMS.has(first.toLowerCase()) ? first : first.charAt(0).toUpperCase() + first.slice(1);
  return PROPER_NAMES.reduce((text, [name, spelt]) => text.replace(name, spelt), words.join(' '));
}

/** Words for a select option (a state's USPS code reads as its name). */
export function optionLabel(value: string): string {
  if (Object.hasOwn(OPTION_WORDS, value)) return OPTION_WORDS[value]!;
  if (/^[A-Z]{2}$/.test(value) && Object.hasOwn(STATE_NAMES, value))
    return STATE_NAMES[value as keyof typeof STATE_NAMES];
  return humanize(value);
}

/** "Debt" → "debt", "Rung APY" → "rung APY": a label inside a sentence (acronyms keep their case). */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/**
 * A schema description as a page shows it: input names written in code (`annualRate`) become what the form calls
 * them ("APY"); any other name in code (a result field such as `payoffDate`, an option such as
 * `acceleratedBiweekly`) becomes its words ("payoff date", "accelerated biweekly"). `labels` maps names to labels.
 * @example namesInWords('Replaces annualRate.', { annualRate: 'APY' }) // 'Replaces APY.'
 */
export function namesInWords(text: string, labels: Readonly<Record<string, string>>): string {
  return text.replace(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g, (name) =>
    inSentence(Object.hasOwn(labels, name) ? labels[name]! : optionLabel(name)),
  );
}
