/** Origin and Host matching of the DNS-rebinding guard. */
import { isHostAllowed, isOriginAllowed } from '../../src/api/middleware/dns-rebinding';

describe('isOriginAllowed', () => {
  const allowed = ['https://calc.example.com', 'http://localhost:*', 'http://10.0.0.5:8080'];

  it.each([
    ['https://calc.example.com', true],
    ['https://calc.example.com:443', true], // the default port is the same origin
    ['https://CALC.example.com', true],
    ['http://calc.example.com', false],
    ['https://calc.example.com:8443', false],
    ['https://calc.example.com.evil.net', false],
    ['http://localhost', true],
    ['http://localhost:6274', true],
    ['https://localhost:6274', false],
    ['http://10.0.0.5:8080', true],
    ['http://10.0.0.5', false],
    ['null', false],
    ['', false],
    ['http://localhost:*', false],
  ])('%s → %s', (origin, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected);
  });

  it('allows every origin with *', () => {
    expect(isOriginAllowed('null', '*')).toBe(true);
  });
});

describe('isHostAllowed', () => {
  it('compares hostnames case-insensitively and refuses a missing Host', () => {
    expect(isHostAllowed('Calc.Example.com', ['calc.example.com'])).toBe(true);
    expect(isHostAllowed('evil.example.com', ['calc.example.com'])).toBe(false);
    expect(isHostAllowed(undefined, ['calc.example.com'])).toBe(false);
    expect(isHostAllowed(undefined, '*')).toBe(true);
  });
});
