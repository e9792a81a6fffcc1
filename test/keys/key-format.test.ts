/** The key format: fc_live_ + 43 base62 characters, uniform, stored as SHA-256, compared in constant time. */
import { createHash } from 'node:crypto';
import {
  generateKey,
  generateKeyId,
  hashKey,
  isWellFormedKey,
  KEY_ID_PATTERN,
  presentedKey,
  randomBase62,
  sameDigest,
} from '../../src/keys/key-format';

describe('generated keys', () => {
  it('are fc_live_ + 43 base62 characters (256 bits), all different', () => {
    const keys = Array.from({ length: 1000 }, generateKey);
    for (const k of keys) {
      expect(k).toMatch(/^fc_live_[0-9A-Za-z]{43}$/);
      expect(isWellFormedKey(k)).toBe(true);
    }
    expect(new Set(keys).size).toBe(1000);
    expect(generateKeyId()).toMatch(KEY_ID_PATTERN);
  });

  it('draw every base62 character equally often (no modulo bias: 0-7 would be favoured by byte % 62)', () => {
    const counts = new Map<string, number>();
    const sample = randomBase62(620_000);
    for (const ch of sample) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Expected 10,000 each; with % 62 on all bytes, 0-7 would get ~12,100 (5/4 as often). 5 sigma ≈ 500.
    for (const n of counts.values()) expect(Math.abs(n - 10_000)).toBeLessThan(600);
    const low = ['0', '1', '2', '3', '4', '5', '6', '7'].reduce((a, c) => a + counts.get(c)!, 0) / 8;
    const rest = [...counts.entries()].filter(([c]) => !'01234567'.includes(c)).reduce((a, [, n]) => a + n, 0) / 54;
    expect(low / rest).toBeLessThan(1.03);
  });
});

describe('well-formed keys', () => {
  it.each([
    '',
    'fc_live_',
    `fc_live_${'a'.repeat(31)}`,
    `fc_live_${'a'.repeat(65)}`,
    `fc_test_${'a'.repeat(40)}`,
    `fc_live_${'a'.repeat(39)}!`,
    ` fc_live_${'a'.repeat(40)}`,
  ])('%j is not one', (k) => expect(isWellFormedKey(k)).toBe(false));
});

describe('stored form', () => {
  it('is the SHA-256 of the key, hex, compared in constant time', () => {
    const k = generateKey();
    expect(hashKey(k)).toBe(createHash('sha256').update(k).digest('hex'));
    expect(sameDigest(hashKey(k), hashKey(k))).toBe(true);
    expect(sameDigest(hashKey(k), hashKey(`${k}x`))).toBe(false);
    expect(sameDigest(hashKey(k), '')).toBe(false);
    expect(sameDigest(hashKey(k), hashKey(k).slice(0, 62))).toBe(false);
  });
});

describe('the key a request presents', () => {
  const k = `fc_live_${'a'.repeat(40)}`;
  it.each([
    [{}, undefined],
    [{ authorization: `Bearer ${k}` }, k],
    [{ authorization: `bearer   ${k} ` }, k],
    [{ 'x-api-key': ` ${k}` }, k],
    [{ authorization: `Bearer ${k}`, 'x-api-key': k }, k],
    [{ authorization: 'Basic dXNlcjpwYXNz' }, undefined],
    [{ authorization: 'Bearer' }, ''],
    [{ 'x-api-key': '' }, ''],
    [{ authorization: `Bearer ${k}`, 'x-api-key': 'other' }, `${k}, other`],
  ])('%j → %j', (headers, expected) => expect(presentedKey(headers)).toBe(expected));
});
