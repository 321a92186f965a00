import type { SitePage } from '../../shared/routes';
import { disallowedPrefixes, robotsTxt } from './robots';

describe('robots.txt', () => {
  it("blocks each page that is not public by its path up to its parameter, leaving out what a shorter rule covers", () => {
    const pages: SitePage[] = [
      { path: '/', access: 'public' },
      { path: '/dashboard', access: 'signed-in' },
      { path: '/dashboard/edit/:id', access: 'signed-in' },
      { path: '/dashboard-help', access: 'unlisted' },
      { path: '/admin/edit/:id', access: 'admin' },
      { path: '/admin/reports', access: 'admin' },
      { path: '/profile/:id', access: 'public', record: 'profile' },
      { path: '/profile/:id/letter-kit', access: 'unlisted', record: 'profile', rendered: true },
      { path: '/login', access: 'unlisted' },
    ];
    expect(disallowedPrefixes(pages)).toEqual(['/dashboard', '/dashboard-help', '/admin/edit/', '/admin/reports', '/profile/*/letter-kit', '/login']);
  });

  it("derives the site's rules from its page table", () => {
    expect(disallowedPrefixes()).toEqual([
      '/profile/*/letter-kit',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/dashboard',
      '/user/dashboard',
      '/admin',
      '/forum/new-thread',
      '/forum/search',
      '/forum/unsubscribe',
      '/alerts/unsubscribe',
    ]);
  });

  it('names the sitemap index by its absolute address, after the rules', () => {
    const lines = robotsTxt('https://site.example', 'sitemap.xml').split('\n');
    expect(lines.slice(0, 4)).toEqual(['User-agent: *', 'Allow: /api/media/', 'Disallow: /api/', 'Disallow: /profile/*/letter-kit']);
    expect(lines.slice(-3)).toEqual(['', 'Sitemap: https://site.example/sitemap.xml', '']);
  });
});
