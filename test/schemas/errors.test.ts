/** Field error wording: did-you-mean hints and bounds printed as written. */
import { formatBound, suggestName } from '../../src/schemas/errors';

describe('suggestName', () => {
  const sip = ['monthlyAmount', 'annualReturn', 'years', 'stepUpPercent', 'schedule', 'monthly'];

  it.each([
    ['stepUp', 'stepUpPercent'], // a prefix of one known name
    ['STEPUPPERCENT', 'stepUpPercent'], // another case
    ['anualReturn', 'annualReturn'], // a typo
    ['year', 'years'],
  ])('%s → %s', (name, expected) => {
    expect(suggestName(name, sip)).toBe(expected);
  });

  it('takes a prefix only when it names one input, and not when it is too short to mean anything', () => {
    expect(suggestName('inflation', ['annualReturn', 'inflationRate'])).toBe('inflationRate');
    expect(suggestName('home', ['homePrice', 'homeAppreciationRate', 'monthlyRent'])).toBeUndefined();
    expect(suggestName('st', ['stepUpPercent', 'strategy'])).toBeUndefined();
    expect(suggestName('zzzzzz', sip)).toBeUndefined();
  });
});

describe('formatBound', () => {
  it.each([
    [0, '0'],
    [100, '100'],
    [1e12, '1000000000000'],
    [0.01, '0.01'],
    [1e-9, '1e-9'],
    [1 / 12, '1/12'],
    [5 / 12, '5/12'],
    [1 / 3, '1/3'],
    [Math.PI, String(Math.PI)],
  ])('%d → %s', (n, text) => {
    expect(formatBound(n)).toBe(text);
  });
});
