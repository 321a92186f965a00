import { renderRss, rfc822, xmlText } from './blog-rss';

const channel = {
  title: 'Blog',
  link: 'https://site.example/blog',
  description: 'Guides',
  selfLink: 'https://site.example/rss.xml?a=1&b=2',
  lastBuildDate: new Date('2026-03-01T12:00:00Z'),
};

describe('the RSS feed', () => {
  it('escapes the five XML characters and drops the ones XML cannot hold', () => {
    expect(xmlText(`Tom & Jerry <3 "quotes" 'single' >`)).toBe('Tom &amp; Jerry &lt;3 &quot;quotes&quot; &apos;single&apos; &gt;');
    expect(xmlText('a\u0000b\u0001c\u000bd\te\nf\ufffeg')).toBe('abcd\te\nfg');
    expect(xmlText('&amp;')).toBe('&amp;amp;');
  });

  it('writes dates as RFC 822', () => {
    expect(rfc822(new Date('2026-03-01T12:00:00Z'))).toBe('Sun, 01 Mar 2026 12:00:00 GMT');
  });

  it('writes the channel and one item per post, every text escaped', () => {
    const xml = renderRss(channel, [
      {
        title: 'Q&A: <b>"Mail"</b>',
        link: 'https://site.example/blog/q-a',
        description: 'Ask & learn',
        category: 'Getting Started',
        creator: "O'Brien",
        pubDate: new Date('2026-02-01T08:30:00Z'),
      },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" /);
    expect(xml).toContain('<atom:link href="https://site.example/rss.xml?a=1&amp;b=2" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<language>en-us</language>');
    expect(xml).toContain('<lastBuildDate>Sun, 01 Mar 2026 12:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<item><title>Q&amp;A: &lt;b&gt;&quot;Mail&quot;&lt;/b&gt;</title><link>https://site.example/blog/q-a</link>' +
        '<guid isPermaLink="true">https://site.example/blog/q-a</guid><pubDate>Sun, 01 Feb 2026 08:30:00 GMT</pubDate>' +
        '<description>Ask &amp; learn</description><category>Getting Started</category><dc:creator>O&apos;Brien</dc:creator></item>',
    );
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
  });

  it('writes an empty channel when there is no post', () => {
    expect(renderRss(channel, [])).not.toContain('<item>');
  });
});
