import { hashNoticeCode, newNoticeCode, normalizeNoticeCode, NOTICE_CODE_FORMAT } from './notice-code';

const SHAPE = /^PP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('notice reference codes', () => {
  it('are PP and four groups of four Crockford base32 characters (80 bits), different every time', () => {
    const codes = Array.from({ length: 500 }, () => newNoticeCode());
    for (const code of codes) expect(code).toMatch(SHAPE);
    expect(new Set(codes).size).toBe(codes.length);
    expect(NOTICE_CODE_FORMAT.chars * Math.log2(NOTICE_CODE_FORMAT.alphabet.length)).toBe(80);
  });

  it('use every character of the alphabet (the bits are spread over all 32)', () => {
    const seen = new Set(Array.from({ length: 300 }, () => newNoticeCode().slice(3).replace(/-/g, '')).join(''));
    expect([...seen].sort().join('')).toBe(NOTICE_CODE_FORMAT.alphabet);
  });

  it('read back as issued', () => {
    const code = newNoticeCode();
    expect(normalizeNoticeCode(code)).toBe(code);
  });

  it.each([
    ['lower case', 'pp-7k3m-9qwe-r2tx-4ybn'],
    ['no dashes', 'PP7K3M9QWER2TX4YBN'],
    ['spaces instead of dashes', ' PP 7K3M 9QWE R2TX 4YBN '],
    ['without the PP', '7K3M-9QWE-R2TX-4YBN'],
    ['a dash too many', 'PP--7K3M-9QWE-R2TX-4YB-N'],
  ])('forgive %s', (_case, typed) => {
    expect(normalizeNoticeCode(typed)).toBe('PP-7K3M-9QWE-R2TX-4YBN');
  });

  it('read O as 0 and I or L as 1, as Crockford does', () => {
    expect(normalizeNoticeCode('PP-OOIL-1234-5678-9ABC')).toBe('PP-0011-1234-5678-9ABC');
    expect(normalizeNoticeCode('pp-ooil-1234-5678-9abc')).toBe('PP-0011-1234-5678-9ABC');
  });

  it.each([
    ['empty', ''],
    ['too short', 'PP-7K3M-9QWE-R2TX-4YB'],
    ['too long', 'PP-7K3M-9QWE-R2TX-4YBNN'],
    ['a U (not in the alphabet)', 'PP-7K3M-9QWE-R2TX-4YBU'],
    ['punctuation', 'PP-7K3M-9QWE-R2TX-4YB!'],
    ['another prefix', 'XX-7K3M-9QWE-R2TX-4YBN'],
    ['letters of another alphabet', 'PP-7K3M-9QWE-R2TX-4YBÑ'],
  ])('refuse %s', (_case, typed) => {
    expect(normalizeNoticeCode(typed)).toBeNull();
  });

  it('are stored as a SHA-256 that does not contain them', () => {
    const code = newNoticeCode();
    const hash = hashNoticeCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replace(/-/g, '').toLowerCase());
    expect(hashNoticeCode(normalizeNoticeCode(code.toLowerCase().replace(/-/g, ' '))!)).toBe(hash);
  });
});
