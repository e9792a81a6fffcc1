/**
 * South Dakota, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * South Dakota has no individual income tax (South Dakota Department of Revenue, taxes for individuals).
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('SD', 'South Dakota Department of Revenue: taxes for individuals');
