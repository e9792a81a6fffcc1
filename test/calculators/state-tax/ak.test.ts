/**
 * Alaska, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * Alaska has no individual income tax: repealed in 1980; the Alaska Net Income Tax Act (AS 43.20) taxes corporations only.
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('AK', 'Alaska Statutes, Title 43, Chapter 20');
