import { buildLoginPath, getPathAfterLogin, getSafeRedirectPath } from './redirects';

describe('getSafeRedirectPath', () => {
  it.each([
    ['/dashboard/settings', '/dashboard/settings'],
    ['/browse?gender=Female&state=TX', '/browse?gender=Female&state=TX'],
    ['/faq#delivery', '/faq#delivery'],
  ])('keeps the path on this site %s', (raw, expected) => {
    expect(getSafeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['dashboard'],
    [''],
    [null],
    ['/login'],
    ['/register?x=1'],
  ])('refuses %p', (raw) => {
    expect(getSafeRedirectPath(raw)).toBeNull();
  });
});

describe('buildLoginPath', () => {
  it('carries the page to come back to', () => {
    expect(buildLoginPath('/dashboard/settings')).toBe('/login?redirect=%2Fdashboard%2Fsettings');
  });

  it('carries nothing for the home page or an unsafe path', () => {
    expect(buildLoginPath('/')).toBe('/login');
    expect(buildLoginPath('//evil.example')).toBe('/login');
    expect(buildLoginPath()).toBe('/login');
  });
});

describe('getPathAfterLogin', () => {
  it('sends admins to /admin and others home', () => {
    expect(getPathAfterLogin(true, null)).toBe('/admin');
    expect(getPathAfterLogin(false, null)).toBe('/');
  });

  it('prefers a safe requested page', () => {
    expect(getPathAfterLogin(true, '/dashboard')).toBe('/dashboard');
    expect(getPathAfterLogin(false, 'https://evil.example')).toBe('/');
  });
});
