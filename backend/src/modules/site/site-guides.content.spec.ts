import { ADMIN_CONTENT_POLICY, htmlToText, sanitizeHtml } from '../../common/html/sanitize-html';
import { BLOG_CATEGORIES } from '../blog/blog.enums';
import { FORUM_CATEGORY_SLUGS } from '../forum/forum.enums';
import { US_STATES } from '../states/states.data';
import { BLOG_DEFAULT_AUTHOR, BLOG_EXCERPT_MAX_CHARS, BLOG_SLUG_MAX_CHARS, BLOG_WORDS_PER_MINUTE } from '../../shared/rules';
import { countWords, readTimeMinutes, SLUG_PATTERN } from '../../shared/text';
import { matchSitePage } from '../../shared/routes';
import { SITE_GUIDES } from './site-guides.content';
import { siteGuidePost } from './site-guides.installer';

/** The tags a guide may use (the admin policy keeps them all, with href on links only). */
const GUIDE_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)">/g)].map((m) => m[1]);
}

describe("the site's own guides", () => {
  it('are six, each with a unique valid slug, one of the nine categories, the team as author and 3–6 keywords', () => {
    expect(SITE_GUIDES).toHaveLength(6);
    expect(new Set(SITE_GUIDES.map((g) => g.slug)).size).toBe(6);
    for (const guide of SITE_GUIDES) {
      expect(guide.slug).toMatch(SLUG_PATTERN);
      expect(guide.slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX_CHARS);
      expect(BLOG_CATEGORIES).toContain(guide.category);
      expect(guide.author).toBe(BLOG_DEFAULT_AUTHOR);
      const keywords = guide.keywords.split(',').map((k) => k.trim());
      expect(keywords.every((k) => k.length > 0)).toBe(true);
      expect(keywords.length).toBeGreaterThanOrEqual(3);
      expect(keywords.length).toBeLessThanOrEqual(6);
    }
    expect(new Set(SITE_GUIDES.map((g) => g.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('give every guide at least one keyword it shares with another guide (related posts find matches)', () => {
    const keywordsOf = (g: (typeof SITE_GUIDES)[number]) => g.keywords.split(',').map((k) => k.trim().toLowerCase());
    for (const guide of SITE_GUIDES) {
      const others = new Set(SITE_GUIDES.filter((g) => g !== guide).flatMap(keywordsOf));
      expect({ slug: guide.slug, shares: keywordsOf(guide).some((k) => others.has(k)) }).toEqual({ slug: guide.slug, shares: true });
    }
  });

  it('have plain-text excerpts of at most 300 characters', () => {
    for (const guide of SITE_GUIDES) {
      expect(guide.excerpt.length).toBeLessThanOrEqual(Math.min(300, BLOG_EXCERPT_MAX_CHARS));
      expect(guide.excerpt).not.toMatch(/[<>]/);
      expect(htmlToText(guide.excerpt)).toBe(guide.excerpt);
    }
  });

  it('are at version 1 or later', () => {
    for (const guide of SITE_GUIDES) expect(Number.isInteger(guide.version) && guide.version >= 1).toBe(true);
  });

  it('hold 600–1100 words each', () => {
    for (const guide of SITE_GUIDES) {
      const words = countWords(htmlToText(guide.content));
      expect({ slug: guide.slug, words, inRange: words >= 600 && words <= 1100 }).toEqual({ slug: guide.slug, words, inRange: true });
    }
  });

  it('use only the allowed tags, well nested, with href as the only attribute and on links only', () => {
    for (const guide of SITE_GUIDES) {
      const open: string[] = [];
      for (const [, closing, name, attributes] of guide.content.matchAll(TAG)) {
        expect({ slug: guide.slug, tag: name, allowed: GUIDE_TAGS.has(name) }).toEqual({ slug: guide.slug, tag: name, allowed: true });
        if (closing) {
          expect({ slug: guide.slug, closes: name }).toEqual({ slug: guide.slug, closes: open.pop() });
        } else {
          expect(attributes).toMatch(name === 'a' ? /^ href="[^"<>]+"$/ : /^$/);
          open.push(name);
        }
      }
      expect(open).toEqual([]);
      // No stray markup characters or entities in the text.
      expect(guide.content.replace(TAG, '')).not.toMatch(/[<>&]/);
    }
  });

  it('link only to pages the site has: its routes, the six guides, real states and forum categories', () => {
    const slugs = new Set(SITE_GUIDES.map((g) => g.slug));
    const states = new Set(US_STATES.map((s) => s.slug));
    for (const guide of SITE_GUIDES) {
      const links = linksOf(guide.content);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        // A page of the site's one page table (the router is built from it).
        expect({ link, known: matchSitePage(link) !== null }).toEqual({ link, known: true });
        const [, section, sub, id] = link.split('/');
        if (section === 'blog') expect(slugs).toContain(sub);
        if (section === 'inmates' && sub) expect(states).toContain(sub);
        if (section === 'forum' && sub === 'category') expect(FORUM_CATEGORY_SLUGS).toContain(id);
        if (section === 'blog') expect(sub).not.toBe(guide.slug);
      }
    }
  });

  it('are unchanged by the sanitizer they are stored with (the admin policy)', () => {
    for (const guide of SITE_GUIDES) expect(sanitizeHtml(guide.content, ADMIN_CONTENT_POLICY)).toBe(guide.content);
  });

  it('are stored with their words and read time counted from the stored text, published when installed, by no account', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    for (const guide of SITE_GUIDES) {
      const row = siteGuidePost(guide, now);
      expect(row.wordCount).toBe(countWords(htmlToText(row.content!)));
      expect(row.readTime).toBe(readTimeMinutes(row.wordCount!, BLOG_WORDS_PER_MINUTE));
      expect(row.readTime).toBeGreaterThanOrEqual(3);
      expect(row.isPublished).toBe(true);
      expect(row.publishedDate).toEqual(now);
      expect(row.createdBy).toBeNull();
    }
  });
});
