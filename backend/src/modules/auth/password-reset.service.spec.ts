import { siteLink } from './password-reset.service';

describe('siteLink', () => {
  it('builds a link with its query encoded', () => {
    expect(siteLink('https://penpal.example/', '/reset-password', { token: 'a+b/c=' })).toBe('https://penpal.example/reset-password?token=a%2Bb%2Fc%3D');
  });

  it('never throws, whatever the text (encodeURIComponent throws on a lone surrogate)', () => {
    expect(() => siteLink('http://localhost:3000', '/x', { email: 'a\ud800@example.org' })).not.toThrow();
  });
});
