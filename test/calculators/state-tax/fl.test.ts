/**
 * Florida, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * Florida levies no tax on the income of natural persons (Fla. Const. art. VII, §5(a)).
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('FL', 'Constitution of the State of Florida, Article VII, Section 5');
