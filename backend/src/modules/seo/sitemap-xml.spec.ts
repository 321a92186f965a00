import { renderSitemapIndex, renderUrlset, w3cDate } from './sitemap-xml';
import { childFile, parseChildFile } from './sitemap.service';

describe('sitemap documents', () => {
  it('writes lastmod as a W3C datetime in UTC, to the second', () => {
    expect(w3cDate(new Date('2026-03-01T12:30:45.678Z'))).toBe('2026-03-01T12:30:45Z');
  });

  it('writes a urlset in the protocol namespace, every address escaped, lastmod only when known', () => {
    expect(
      renderUrlset([
        { loc: 'https://site.example/blog/a?x=1&y=<2>', lastmod: new Date('2026-01-02T03:04:05Z') },
        { loc: 'https://site.example/faq', lastmod: null },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://site.example/blog/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>',
        '<url><loc>https://site.example/faq</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes a sitemap index of child sitemaps', () => {
    expect(renderSitemapIndex([{ loc: 'https://site.example/sitemaps/pages-1.xml' }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://site.example/sitemaps/pages-1.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('names child sitemaps by list and part, and reads back only such names', () => {
    expect(childFile('profiles', 3)).toBe('profiles-3.xml');
    expect(parseChildFile('profiles-3.xml')).toEqual({ kind: 'profiles', part: 3 });
    for (const bad of ['profiles-0.xml', 'profiles-01.xml', 'people-1.xml', 'profiles-1.xml.gz', 'profiles-1234567.xml', '../profiles-1.xml']) {
      expect(parseChildFile(bad)).toBeNull();
    }
  });
});
