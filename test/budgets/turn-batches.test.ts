/** Gathering one event-loop turn's asks by key (src/budgets/turn-batches.ts). */
import { turnBatches } from '../../src/budgets/turn-batches';

const nextTurn = () => new Promise((r) => setImmediate(r));

describe('turnBatches', () => {
  it('hands each key its items in order with the first item’s context, once, when the turn ends', async () => {
    const sent: Array<[string, number[]]> = [];
    const add = turnBatches<string, number>((context, items) => sent.push([context, items]));
    add('a', 'first a', 1);
    add('b', 'first b', 2);
    add('a', 'later a', 3);
    add('a', 'later a', 4);
    expect(sent).toEqual([]); // nothing before the turn ends
    await nextTurn();
    expect(sent).toEqual([
      ['first a', [1, 3, 4]],
      ['first b', [2]],
    ]);
  });

  it('starts afresh in the next turn', async () => {
    const sent: Array<[string, number[]]> = [];
    const add = turnBatches<string, number>((context, items) => sent.push([context, items]));
    add('a', 'one', 1);
    await nextTurn();
    add('a', 'two', 2);
    await nextTurn();
    expect(sent).toEqual([
      ['one', [1]],
      ['two', [2]],
    ]);
  });

  it('keeps what is asked while a batch is being sent for the next turn', async () => {
    const sent: Array<[string, number[]]> = [];
    const add = turnBatches<string, number>((context, items) => {
      sent.push([context, items]);
      if (context === 'first') add('a', 'asked while sending', 2);
    });
    add('a', 'first', 1);
    await nextTurn();
    expect(sent).toEqual([['first', [1]]]);
    await nextTurn();
    expect(sent).toEqual([
      ['first', [1]],
      ['asked while sending', [2]],
    ]);
  });
});
