import { PasswordService } from './password.service';

describe('PasswordService', () => {
  it.each([
    ['Ab3-xyz', 'Password must be at least 8 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
    ['password123', 'Password is too common. Please choose a less common password.'],
    ['  PASSWORD123 ', 'Password is too common. Please choose a less common password.'],
  ])('refuses %p', (password, message) => {
    expect(PasswordService.problem(password)).toBe(message);
  });

  it('accepts a long, uncommon password', () => {
    expect(PasswordService.problem('Letters-From-Home-42')).toBeUndefined();
  });

  it('names the field in its messages', () => {
    expect(PasswordService.problem('short', 'New password')).toBe('New password must be at least 8 characters');
  });

  it('hashes with argon2id and verifies only the right password', async () => {
    const service = new PasswordService();
    const hash = await service.hash('Letters-From-Home-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await service.verify(hash, 'Letters-From-Home-42')).toBe(true);
    expect(await service.verify(hash, 'letters-from-home-42')).toBe(false);
    expect(await service.verify(undefined, 'anything')).toBe(false);
    expect(await service.verify('not-a-hash', 'anything')).toBe(false);
  });
});
