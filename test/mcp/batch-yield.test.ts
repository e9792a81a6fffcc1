/**
 * A JSON-RPC batch gives the event loop back between its messages: twenty heavy calculations in one
 * batch (a 50-debt payoff with monthly rows is ~50 ms each) would otherwise hold every other request
 * on the replica for a second.
 */
import { inProcessEndpoint } from './support/in-process';

const debts = Array.from({ length: 50 }, (_, i) => ({
  name: `Debt ${i + 1}`,
  balance: 10000 + i,
  rate: 12,
  minPayment: 100.02 + i * 0.01,
}));
const call = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: {
    name: 'debt-payoff-calculator',
    arguments: {
      debts,
      monthlyBudget: debts.reduce((s, d) => s + d.minPayment, 0) + 5,
      strategy: 'avalanche',
      schedule: 'none',
    },
  },
});

it('other work runs between the messages of a batch, and every message is answered in order', async () => {
  const { endpoint, hooks } = inProcessEndpoint();
  let turns = 0;
  let running = true;
  const other = () => {
    turns++;
    if (running) setImmediate(other);
  };
  setImmediate(other);
  const reply = await endpoint.handle(
    Array.from({ length: 20 }, (_, i) => call(i + 1)),
    { protocolVersion: '2025-03-26' },
    hooks,
  );
  running = false;
  expect(
    (reply.body as Array<{ id: number; result?: { isError: boolean } }>).map((r) => [r.id, r.result?.isError]),
  ).toEqual(Array.from({ length: 20 }, (_, i) => [i + 1, false]));
  // Run as microtasks one after another, the batch gave the loop no turn at all.
  expect(turns).toBeGreaterThanOrEqual(19);
});
