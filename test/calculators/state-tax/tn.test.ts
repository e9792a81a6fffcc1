/**
 * Tennessee, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * Tennessee does not tax earned income (Tenn. Const. art. II, §28), and its Hall income tax on interest and
 * dividends is repealed for tax years from 1 January 2021 (Department of Revenue, Hall Income Tax).
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('TN', 'Tennessee Department of Revenue: Hall Income Tax (repealed)');
