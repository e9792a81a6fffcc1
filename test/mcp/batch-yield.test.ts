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

it('a batch answer is bounded in bytes: past its bound (256 kB here, 1 MB by default) each further request gets an error saying why, and is not run', async () => {
  const { endpoint, hooks } = inProcessEndpoint(256 * 1024);
  // The heaviest answer there is: 50 debts of 1,000,000 at 1 %, paid at their minimums for a century, monthly rows.
  const heavy = Array.from({ length: 50 }, (_, i) => ({
    name: `Debt ${i + 1}`,
    balance: 1e6,
    rate: 1,
    minPayment: 900,
  }));
  const monthly = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: {
      name: 'debt-payoff-calculator',
      arguments: { debts: heavy, monthlyBudget: 100_000, strategy: 'avalanche', schedule: 'monthly' },
    },
  });
  const reply = await endpoint.handle(
    Array.from({ length: 20 }, (_, i) => monthly(i + 1)),
    { protocolVersion: '2025-03-26' },
    hooks,
  );
  const bodies = reply.body as Array<{ id: number; result?: unknown; error?: { code: number; message: string } }>;
  expect(bodies.map((b) => b.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  const answered = bodies.filter((b) => b.result !== undefined);
  const refused = bodies.filter((b) => b.error !== undefined);
  expect(answered.length).toBeGreaterThanOrEqual(1);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  // Answers first, then only errors: nothing is run once the bound is reached.
  expect(bodies.findIndex((b) => b.error !== undefined)).toBe(answered.length);
  expect(refused[0]!.error).toEqual({ code: -32600, message: expect.stringContaining('past 262144 bytes') });
  // About 24 kB an answer: at most 256 kB of them, then short errors, not twenty answers.
  expect(JSON.stringify(bodies).length).toBeLessThan(256 * 1024 + 20 * 400);
});
