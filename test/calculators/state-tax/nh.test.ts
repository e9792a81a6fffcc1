/**
 * New Hampshire, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * New Hampshire does not tax wages, and its Interest and Dividends Tax is repealed for taxable periods beginning
 * after 31 December 2024 (HB 2, 2023; the DRA's TIR 2025-001).
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('NH', 'Interest & Dividends Tax (repealed; TIR 2025-001)');
