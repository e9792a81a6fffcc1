/** A dispatch context like a request's, from the bundled snapshot (for in-process tests of `calculate()`). */
import type { Channel, DispatchContext } from '../../src/dispatch/calculate';
import { calcContextFrom } from '../../src/dispatch/context';
import { dataSetAsOf, loadSnapshot } from '../../src/rates/rates-data';

const snapshot = loadSnapshot();

export function testDispatchContext(channel: Channel = 'rest'): DispatchContext {
  return {
    channel,
    baseUrl: 'https://calc.example',
    serviceName: 'Test Service',
    version: '1.2.3',
    ratesAsOf: dataSetAsOf(snapshot),
    calc: calcContextFrom(snapshot),
  };
}
