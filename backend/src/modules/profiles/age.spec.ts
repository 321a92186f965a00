import { ageOn, bioPreview } from './age';

describe('ageOn', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageOn('1990-06-15', new Date('2026-06-14T23:59:59Z'))).toBe(35);
    expect(ageOn('1990-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(36);
  });

  it('handles a 29 February birthday in a common year', () => {
    expect(ageOn('2000-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(25);
    expect(ageOn('2000-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(26);
  });
});

describe('bioPreview', () => {
  it('keeps a short bio whole', () => {
    expect(bioPreview('Hello there.')).toBe('Hello there.');
  });

  it('cuts a long bio at 100 characters with an ellipsis', () => {
    const preview = bioPreview('a'.repeat(150));
    expect(preview).toBe(`${'a'.repeat(100)}…`);
  });
});
