import { birthdayKey, birthdayWindow, monthDay } from './birthdays';

describe('birthdayWindow', () => {
  it('lists the next 30 days from today, today being 0', () => {
    const w = birthdayWindow(new Date('2026-03-10T23:59:00Z'));
    expect(w.size).toBe(30);
    expect(w.get(310)).toBe(0);
    expect(w.get(408)).toBe(29);
    expect(w.has(409)).toBe(false);
  });

  it('wraps the year end: 28 December lists 2 January', () => {
    const w = birthdayWindow(new Date('2026-12-28T12:00:00Z'));
    expect(w.get(1228)).toBe(0);
    expect(w.get(1231)).toBe(3);
    expect(w.get(102)).toBe(5);
  });

  it('puts 29 February on 28 February in a year without one, and on its own day in a leap year', () => {
    expect(birthdayWindow(new Date('2027-02-20T00:00:00Z')).get(229)).toBe(8);
    const leap = birthdayWindow(new Date('2028-02-20T00:00:00Z'));
    expect(leap.get(228)).toBe(8);
    expect(leap.get(229)).toBe(9);
  });
});

describe('birthday keys', () => {
  it('read the month and day of a birthdate', () => {
    expect(birthdayKey('1992-02-29')).toBe(229);
    expect(birthdayKey('1985-12-01')).toBe(1201);
    expect(monthDay('1985-12-01')).toBe('12-01');
  });
});
