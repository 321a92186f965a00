import {
  expiryFromDateInput,
  formatExpiry,
  formatListingLength,
  formatUses,
  isExpired,
  isUsedUp,
  toDateInputValue,
} from './promoFormat';

describe('promo code formatting', () => {
  it('shows uses as "used / max", with ∞ for unlimited codes', () => {
    expect(formatUses({ used_count: 3, max_uses: 100 })).toBe('3 / 100');
    expect(formatUses({ used_count: 7, max_uses: 0 })).toBe('7 / ∞');
  });

  it('knows when a limited code is used up', () => {
    expect(isUsedUp({ used_count: 100, max_uses: 100 })).toBe(true);
    expect(isUsedUp({ used_count: 99, max_uses: 100 })).toBe(false);
    expect(isUsedUp({ used_count: 5000, max_uses: 0 })).toBe(false);
  });

  it('shows the listing length, "No end" for 0', () => {
    expect(formatListingLength(0)).toBe('No end');
    expect(formatListingLength(1)).toBe('1 day');
    expect(formatListingLength(30)).toBe('30 days');
  });

  it('shows the expiry date, or "Never"', () => {
    expect(formatExpiry(null)).toBe('Never');
    expect(formatExpiry('not a date')).toBe('Never');
    expect(formatExpiry('2030-06-15T12:00:00.000Z')).toBe('Jun 15, 2030');
  });

  it('tells an expired code from a current one', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-03-01T11:59:59.000Z', now)).toBe(true);
    expect(isExpired('2026-03-01T12:00:00.000Z', now)).toBe(true);
    expect(isExpired('2026-03-02T00:00:00.000Z', now)).toBe(false);
  });

  it('makes a picked date expire at the end of that local day', () => {
    const iso = expiryFromDateInput('2030-06-15');
    expect(iso).not.toBeNull();
    const end = new Date(iso as string);
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2030, 5, 15]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([23, 59, 59]);
    expect(expiryFromDateInput('')).toBeNull();
    expect(expiryFromDateInput(undefined)).toBeNull();
    expect(expiryFromDateInput('15/06/2030')).toBeNull();
  });

  it('writes a date the way a date input does', () => {
    expect(toDateInputValue(new Date(2030, 0, 5))).toBe('2030-01-05');
  });
});
