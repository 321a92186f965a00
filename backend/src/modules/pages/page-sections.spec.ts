import { isSectionPage } from './page-sections';

describe('isSectionPage', () => {
  it("is the section's root and every page under it, with or without a query", () => {
    for (const url of ['/forum', '/forum?page=2', '/forum/thread/abc', '/forum/category/general?page=3', '/forum/search?q=a/b']) {
      expect(isSectionPage(url, 'forum')).toBe(true);
    }
    expect(isSectionPage('/blog/your-first-letter', 'blog')).toBe(true);
  });

  it('is no page of another section, nor one whose path only starts with the same letters', () => {
    for (const url of ['/', '/forums', '/forum-rules', '/blog', '/browse?q=/forum/', '/profile/forum']) expect(isSectionPage(url, 'forum')).toBe(false);
  });
});
