/**
 * Nevada, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * The Nevada constitution forbids an income tax on the wages or personal income of natural persons (Nev. Const.
 * art. 10, §1(9)).
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('NV', 'Constitution of the State of Nevada, Article 10, Section 1');
