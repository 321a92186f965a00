import { matchSitePage, SITE_PAGES } from './routes';

/** The matched page's path and parameter, or null. */
const match = (pathname: string) => {
  const found = matchSitePage(pathname);
  return found && { path: found.page.path, param: found.param };
};

describe('matchSitePage', () => {
  it('finds every page of the table by its own path', () => {
    for (const page of SITE_PAGES) {
      const pathname = page.path.replace(/:[a-zA-Z]+/, 'x');
      expect(match(pathname)?.path).toBe(page.path);
    }
  });

  it('gives the parameter of a page that has one, and null for one that has none', () => {
    expect(match('/profile/0b7e3c1e-0000-4000-8000-000000000001')).toEqual({ path: '/profile/:id', param: '0b7e3c1e-0000-4000-8000-000000000001' });
    expect(match('/profiles/abc')).toEqual({ path: '/profiles/:id', param: 'abc' });
    expect(match('/inmates/texas')).toEqual({ path: '/inmates/:state', param: 'texas' });
    expect(match('/forum/category/general')).toEqual({ path: '/forum/category/:category', param: 'general' });
    expect(match('/forum/thread/t1')).toEqual({ path: '/forum/thread/:threadId', param: 't1' });
    expect(match('/blog/first-letter')).toEqual({ path: '/blog/:slug', param: 'first-letter' });
    expect(match('/faq')).toEqual({ path: '/faq', param: null });
    expect(match('/')).toEqual({ path: '/', param: null });
  });

  it('ignores trailing slashes, as the app does', () => {
    expect(match('/faq/')?.path).toBe('/faq');
    expect(match('/faq///')?.path).toBe('/faq');
    expect(match('/profile/abc/')).toEqual({ path: '/profile/:id', param: 'abc' });
    expect(match('//')?.path).toBe('/');
  });

  it('decodes the parameter, an encoded slash included', () => {
    expect(match('/blog/caf%C3%A9')?.param).toBe('café');
    expect(match('/profile/a%2Fb')).toEqual({ path: '/profile/:id', param: 'a/b' });
    expect(match('/inmates/%20texas')?.param).toBe(' texas');
  });

  it('compares fixed segments decoded and without regard to case', () => {
    expect(match('/FAQ')?.path).toBe('/faq');
    expect(match('/f%61q')?.path).toBe('/faq');
    expect(match('/Forum/Category/General')).toEqual({ path: '/forum/category/:category', param: 'General' });
    // An encoded slash stays inside its segment: 'faq/' is no page.
    expect(match('/faq%2F')).toBeNull();
  });

  it('matches no page for a malformed encoding', () => {
    expect(match('/profile/%E0%A4%A')).toBeNull();
    expect(match('/blog/%')).toBeNull();
    expect(match('/f%E0%A4%Aq')).toBeNull();
  });

  it('matches no page for unknown paths, missing parameters, extra or empty segments', () => {
    expect(match('/nope')).toBeNull();
    expect(match('/profile')).toBeNull();
    expect(match('/profile/')).toBeNull();
    expect(match('/profile/abc/extra')).toBeNull();
    expect(match('/faq/extra')).toBeNull();
    expect(match('//faq')).toBeNull();
    expect(match('/profile//abc')).toBeNull();
    expect(match('/forum/category')).toBeNull();
    expect(match('')).toEqual({ path: '/', param: null });
  });
});
