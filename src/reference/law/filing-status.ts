/** Every federal filing status: single, married filing jointly / separately, head of household, qualifying surviving spouse. */
export const FILING_STATUSES = ['single', 'mfj', 'mfs', 'hoh', 'qss'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
