/**
 * Washington, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * Washington has no individual income tax on wages; its capital gains excise tax (RCW 82.87) does not reach
 * wages (Department of Revenue, Capital gains tax).
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('WA', 'Capital gains tax (RCW 82.87)');
