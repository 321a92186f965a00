import { parseRange } from './media.controller';

describe('parseRange', () => {
  it('reads an open-ended range, as browsers send for video', () => {
    expect(parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('reads a bounded range and clamps its end to the file', () => {
    expect(parseRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('reads a suffix range', () => {
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('refuses a range past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('invalid');
    expect(parseRange('bytes=-0', 1000)).toBe('invalid');
  });

  it('serves the first of several ranges', () => {
    expect(parseRange('bytes=0-1,5-6', 1000)).toEqual({ start: 0, end: 1 });
  });

  it('serves the whole file for no range, a malformed one or another unit', () => {
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange('bytes=-', 1000)).toBeUndefined();
    expect(parseRange('bytes=abc', 1000)).toBeUndefined();
    expect(parseRange('items=0-5', 1000)).toBeUndefined();
  });
});
