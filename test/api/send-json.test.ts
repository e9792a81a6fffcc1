/** api/send-json.ts: `utf8` is `Buffer.from` without a backing store per answer. */
import fc from 'fast-check';
import { SLAB_BYTES, utf8 } from '../../src/api/send-json';

describe('utf8', () => {
  it('gives the bytes Buffer.from gives, for any string (lone surrogates included)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (s) => utf8(s).equals(Buffer.from(s))),
      { numRuns: 2000 },
    );
  });

  it('never writes over bytes it handed out: every view still holds its answer after several slabs have been used', () => {
    const answers = Array.from({ length: 400 }, (_, i) => `{"i":${i},"text":"${'é—x'.repeat(500 + (i % 700))}"}`);
    const views = answers.map((a) => utf8(a));
    views.forEach((v, i) => expect(v.toString('utf8')).toBe(answers[i]));
    // The views share slabs: no backing store per answer.
    expect(new Set(views.map((v) => v.buffer)).size).toBeLessThan(views.length / 3);
  });

  it('gives an answer too large for a slab its own buffer', () => {
    const big = 'x'.repeat(SLAB_BYTES);
    const bytes = utf8(big);
    expect(bytes.length).toBe(SLAB_BYTES);
    expect(bytes.equals(Buffer.from(big))).toBe(true);
  });
});
