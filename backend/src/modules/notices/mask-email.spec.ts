import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it.each([
    ['jane.doe@gmail.com', 'j***@g***.com'],
    ['J@Example.org', 'J***@E***.org'],
    ['sam@mail.example.co.uk', 's***@m***.uk'],
    ['x@localhost', 'x***@l***'],
    ['ünal@ÿahoo.de', 'ü***@ÿ***.de'],
    ['"odd@name"@example.com', '"***@e***.com'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('shows no more than one letter of the name and of the domain', () => {
    const masked = maskEmail('margaret.hamilton@nasa-alumni.net');
    expect(masked).toBe('m***@n***.net');
    expect(masked).not.toMatch(/argaret|asa/);
  });

  it('never throws on something that is not an address', () => {
    expect(maskEmail('')).toBe('***@***');
    expect(maskEmail('no-at-sign')).toBe('n***@***');
  });
});
