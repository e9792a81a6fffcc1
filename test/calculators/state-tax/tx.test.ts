/**
 * Texas, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * Texas may not impose a tax on the net incomes of individuals (Tex. Const. art. 8, §24-a).
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('TX', 'Texas Constitution, Article 8, Section 24-a');
