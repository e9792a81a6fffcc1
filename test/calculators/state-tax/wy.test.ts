/**
 * Wyoming, tax years 2025 and 2026: no wage income tax, so every household owes 0.
 * Wyoming has no individual income tax (Wyoming Department of Revenue).
 */
import { describeNoWageTax } from './golden';

describeNoWageTax('WY', 'Wyoming Department of Revenue');
