/** RSS 2.0 of the blog: plain functions, so the feed's shape and escaping are tested without a server. */

export interface RssChannel {
  title: string;
  /** Absolute address of the blog. */
  link: string;
  description: string;
  /** Absolute address of the feed itself (atom:link rel="self"). */
  selfLink: string;
  lastBuildDate: Date;
}

export interface RssItem {
  title: string;
  /** Absolute address of the post (also its permanent guid). */
  link: string;
  description: string;
  category: string;
  creator: string;
  pubDate: Date;
}

/** Characters XML 1.0 cannot hold at all (control characters but tab and line breaks, and U+FFFE/U+FFFF): dropped. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is matched
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data or an attribute value: the five special characters escaped, characters XML cannot hold dropped. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An RFC 822 date, as RSS wants it ("Tue, 10 Jun 2003 04:00:00 GMT"). */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

export function renderRss(channel: RssChannel, items: RssItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    '<language>en-us</language>',
    element('lastBuildDate', rfc822(channel.lastBuildDate)),
    `<atom:link href="${xmlText(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) =>
      [
        '<item>',
        element('title', item.title),
        element('link', item.link),
        `<guid isPermaLink="true">${xmlText(item.link)}</guid>`,
        element('pubDate', rfc822(item.pubDate)),
        element('description', item.description),
        element('category', item.category),
        element('dc:creator', item.creator),
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
  ];
  return `${lines.join('\n')}\n`;
}
