import sanitize from 'sanitize-html';
import { ADMIN_CONTENT_POLICY, ADMIN_LINK_REL, htmlToText, LINK_REL, MEDIA_IMAGE_SRC, sanitizeHtml, USER_CONTENT_POLICY } from './sanitize-html';

/** Every element and attribute of some HTML, as an HTML parser reads it. */
function elements(html: string): Array<{ name: string; attribs: Record<string, string> }> {
  const seen: Array<{ name: string; attribs: Record<string, string> }> = [];
  sanitize(html, { allowedTags: false, allowedAttributes: false, onOpenTag: (name, attribs) => seen.push({ name, attribs: { ...attribs } }) });
  return seen;
}

/** What the stored HTML may hold at most: the allow-list, links to web and mail addresses only, nothing else. */
function expectOnlyAllowedMarkup(html: string): void {
  for (const { name, attribs } of elements(html)) {
    expect(USER_CONTENT_POLICY.tags).toContain(name);
    if (name === 'a') {
      expect(Object.keys(attribs).sort()).toEqual(['href', 'rel']);
      expect(attribs.rel).toBe(LINK_REL);
      expect(new URL(attribs.href).protocol).toMatch(/^(https?|mailto):$/);
    } else {
      expect(attribs).toEqual({});
    }
  }
  expect(html).not.toMatch(/<\s*\/?\s*(script|img|svg|math|iframe|object|embed|style|textarea|xmp|form|input|base|meta|link)\b/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  // Sanitizing the stored HTML again changes nothing.
  expect(sanitizeHtml(html)).toBe(html);
}

/** The classic filter-evasion vectors (OWASP's XSS filter evasion cheat sheet and friends), with what must survive. */
const VECTORS: Array<[name: string, input: string, output: string]> = [
  ['a script tag', '<script>alert(1)</script><p>hi</p>', '<p>hi</p>'],
  ['a mixed-case script tag', '<ScRiPt>alert(1)</sCrIpT><p>hi</p>', '<p>hi</p>'],
  ['a script tag with a source', '<script src="https://evil.example/x.js"></script>text', 'text'],
  ['a script split by a nested script', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['a doubled opening bracket', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
  ['an image with onerror', '<img src=x onerror=alert(1)>after', 'after'],
  ['a mixed-case image with onerror', '<IMG SRC=x OnErRoR=alert(1)>after', 'after'],
  ['an image with stray quotes', '<img """><script>alert("XSS")</script>">', '"&gt;'],
  ['an event handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>x</p>', '<p>x</p>'],
  ['an event handler glued to a link', '<a href="https://example.org"onclick=alert(1)>t</a>', `<a href="https://example.org/" rel="${LINK_REL}">t</a>`],
  ['an attribute on a closing tag', '<p>x</p onmouseover=alert(1)>', '<p>x</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
  ['a JAVASCRIPT: link', '<a href="JAVASCRIPT:alert(1)">x</a>', 'x'],
  ['a javascript: link split by an encoded tab', '<a href="java&#x09;script:alert(1)">x</a>', 'x'],
  ['a javascript: link split by an encoded newline', '<a href="jav&#x0A;ascript:alert(1)">x</a>', 'x'],
  ['a javascript: link split by a raw tab', '<a href="java\tscript:alert(1)">x</a>', 'x'],
  ['a javascript: link behind control characters', '<a href=" &#14;  javascript:alert(1)">x</a>', 'x'],
  ['a javascript: link in decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
  ['a javascript: link in padded entities without semicolons', '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>', 'x'],
  ['a javascript: link in hex entities', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>', 'x'],
  ['a javascript: link with a named entity colon', '<a href="javascript&colon;alert(1)">x</a>', 'x'],
  ['a slash instead of a space', '<a/href="javascript:alert(1)">x</a>', 'x'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
  ['a data: URL link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
  ['a mixed-case data: URL link', '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>', 'x'],
  ['a protocol-relative link', '<a href="//evil.example/">x</a>', 'x'],
  ['a relative link', '<a href="/forum">x</a>', 'x'],
  ['an svg with onload', '<svg onload=alert(1)><script>alert(1)</script>text</svg>after', 'after'],
  ['an svg animate', '<svg><animate onbegin=alert(1) attributeName=x dur=1s></svg>', ''],
  ['a math mutation (mXSS)', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['a style attribute', '<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
  ['a style element', '<style>@import "javascript:alert(1)";</style>text', 'text'],
  ['class and id attributes', '<p class="x" id="y">s</p>', '<p>s</p>'],
  ['an iframe', '<iframe src="javascript:alert(1)">i</iframe>after', 'after'],
  ['an object', '<object data="javascript:alert(1)">o</object>after', 'after'],
  ['an embed', '<embed src="javascript:alert(1)">after', 'after'],
  ['a textarea holding a script', '<textarea><script>alert(1)</script></textarea>after', 'after'],
  ['an xmp holding a script', '<xmp><script>alert(1)</script></xmp>after', 'after'],
  ['a noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['a form', '<form action="javascript:alert(1)"><input type=submit value=go></form>after', 'after'],
  ['a base tag', '<base href="javascript:alert(1)//">after', 'after'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">after', 'after'],
  ['a script in a comment', '<!--<script>alert(1)</script>--><p>x</p>', '<p>x</p>'],
  ['a script in CDATA', '<![CDATA[<script>alert(1)</script>]]>after', 'after'],
  ['encoded markup stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['double-encoded markup stays text', '&amp;lt;script&amp;gt;', '&amp;lt;script&amp;gt;'],
  ['unclosed markup is closed', '<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
  ['a broken tag at the end', '<p>text</p><img src=x onerror=alert(1)', '<p>text</p>'],
  ['a target and rel of the writer', '<a href="https://example.org/a?b=1&c=2" target="_blank" rel="opener">ok</a>', `<a href="https://example.org/a?b=1&amp;c=2" rel="${LINK_REL}">ok</a>`],
];

describe('sanitizeHtml (user content)', () => {
  it.each(VECTORS)('removes %s', (_name, input, output) => {
    const clean = sanitizeHtml(input);
    expect(clean).toBe(output);
    expectOnlyAllowedMarkup(clean);
  });

  it('keeps the formatting the editor writes', () => {
    const html =
      '<h3>Title</h3><h4>Sub</h4><p>One <strong>bold</strong>, <em>em</em>, <u>u</u>, <s>s</s>, <code>code</code><br />line</p>' +
      '<blockquote><p>quote</p></blockquote><ul><li>a</li></ul><ol><li>b</li></ol><pre><code>x &lt; y</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps web and mail links, normalised, with the rel of user links and no target', () => {
    expect(sanitizeHtml('<a href="HTTPS://Example.org">x</a>')).toBe(`<a href="https://example.org/" rel="${LINK_REL}">x</a>`);
    expect(sanitizeHtml('<a href="mailto:help@example.org">mail</a>')).toBe(`<a href="mailto:help@example.org" rel="${LINK_REL}">mail</a>`);
    expect(sanitizeHtml('<a href="https://example.org" target="_top">x</a>')).not.toContain('target');
  });

  it('unwraps a refused link and keeps the next link at the same depth intact', () => {
    expect(sanitizeHtml('<p><a href="javascript:alert(1)">x</a> <a href="https://example.org">site</a> <a>bare</a></p>')).toBe(
      `<p>x <a href="https://example.org/" rel="${LINK_REL}">site</a> bare</p>`,
    );
  });

  it('writes pasted large headings as the largest allowed and drops images and other tags but keeps their text', () => {
    expect(sanitizeHtml('<h1>Big</h1><h2>Less</h2><h6>Small</h6>')).toBe('<h3>Big</h3><h3>Less</h3><h4>Small</h4>');
    expect(sanitizeHtml('<div><span>kept</span> <img src="https://example.org/x.png"> text</div>')).toBe('kept  text');
    expect(sanitizeHtml('<table><tr><td>cell</td></tr></table>')).toBe('cell');
  });

  it('keeps the text of very deep nesting without its markup', () => {
    const deep = '<blockquote>'.repeat(50) + 'deep' + '</blockquote>'.repeat(50);
    const clean = sanitizeHtml(deep);
    expect(clean).toContain('deep');
    expect((clean.match(/<blockquote>/g) ?? []).length).toBeLessThanOrEqual(20);
    expectOnlyAllowedMarkup(clean);
  });

  it('returns an empty string for content that is only markup', () => {
    expect(sanitizeHtml('<script>x</script><img src=x>')).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });
});

/** What admin HTML may hold at most: the admin allow-list, site images only, links to web, mail or site paths. */
function expectOnlyAdminMarkup(html: string): void {
  for (const { name, attribs } of elements(html)) {
    expect(ADMIN_CONTENT_POLICY.tags).toContain(name);
    if (name === 'a') {
      if (attribs.href.startsWith('/')) {
        expect(Object.keys(attribs)).toEqual(['href']);
        expect(attribs.href).toMatch(/^\/[^/\\]/);
      } else {
        expect(Object.keys(attribs).sort()).toEqual(['href', 'rel']);
        expect(attribs.rel).toBe(ADMIN_LINK_REL);
        expect(new URL(attribs.href).protocol).toMatch(/^(https?|mailto):$/);
      }
    } else if (name === 'img') {
      expect(attribs.src).toMatch(MEDIA_IMAGE_SRC);
      expect(attribs.loading).toBe('lazy');
      expect(typeof attribs.alt).toBe('string');
      expect(Object.keys(attribs).every((a) => ['src', 'alt', 'width', 'height', 'loading'].includes(a))).toBe(true);
    } else {
      expect(attribs).toEqual({});
    }
  }
  expect(html).not.toMatch(/<\s*\/?\s*(script|svg|math|iframe|object|embed|style|textarea|xmp|form|input|base|meta|link)\b/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(sanitizeHtml(html, ADMIN_CONTENT_POLICY)).toBe(html);
}

const KEY = '0123abcd-0123-4123-8123-0123456789ab.webp';
const SRC = `/api/media/${KEY}`;
const IMG = (attrs = 'alt=""') => `<img src="${SRC}" ${attrs} loading="lazy" />`;

/** The user policy's vectors again, plus what only the admin policy lets near the page (images, site links). */
const ADMIN_VECTORS: Array<[name: string, input: string, output: string]> = [
  ['a script tag', '<script>alert(1)</script><p>hi</p>', '<p>hi</p>'],
  ['a site image with onerror', `<img src="${SRC}" onerror="alert(1)" alt="Pen">`, IMG('alt="Pen"')],
  ['an unknown image with onerror', '<img src=x onerror=alert(1)>after', 'after'],
  ['a javascript: image', '<img src="javascript:alert(1)">after', 'after'],
  ['a javascript: image in entities', '<img src="&#106;avascript:alert(1)">after', 'after'],
  ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="x">after', 'after'],
  ['an image from another site', '<img src="https://evil.example/pixel.webp">after', 'after'],
  ['an http image of this site by address', `<img src="http://localhost${SRC}">after`, 'after'],
  ['a protocol-relative image', `<img src="//evil.example${SRC}">after`, 'after'],
  ['an image climbing out of media', '<img src="/api/media/../users/me">after', 'after'],
  ['an image with a media prefix and more', `<img src="${SRC}?x=1">after`, 'after'],
  ['a srcset beside a good src', `<img src="${SRC}" srcset="https://evil.example/x.webp 2x">`, IMG()],
  ['an image with a style and a class', `<img src="${SRC}" style="position:fixed" class="x" id="y">`, IMG()],
  ['an alt that tries to close the tag', `<img src="${SRC}" alt='"><script>alert(1)</script>'>`, IMG('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')],
  ['sizes that are not whole numbers', `<img src="${SRC}" width="100%" height="1e3">`, IMG()],
  ['an svg with an image and onload', `<svg onload=alert(1)><image href="${SRC}"/></svg>after`, 'after'],
  ['a style element', '<style>img{display:none}</style>text', 'text'],
  ['a style attribute', '<h2 style="color:red">t</h2>', '<h2>t</h2>'],
  ['an iframe of a site page', '<iframe src="/browse"></iframe>after', 'after'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
  ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
  ['a protocol-relative link', '<a href="//evil.example/">x</a>', 'x'],
  ['a backslash link browsers read as protocol-relative', '<a href="/\\evil.example/">x</a>', 'x'],
  ['a slash and tab link browsers read as protocol-relative', '<a href="/\t/evil.example/">x</a>', 'x'],
  ['a link relative to the page', '<a href="browse">x</a> <a href="../admin">y</a> <a href="#top">z</a>', 'x y z'],
  ['the writer\'s rel and target on a site link', '<a href="/submit" rel="opener" target="_blank">Submit</a>', '<a href="/submit">Submit</a>'],
  ['an event handler on a figure', '<figure onclick="alert(1)"><figcaption onmouseover="x">c</figcaption></figure>', '<figure><figcaption>c</figcaption></figure>'],
];

describe('sanitizeHtml (admin content)', () => {
  it.each(ADMIN_VECTORS)('removes %s', (_name, input, output) => {
    const clean = sanitizeHtml(input, ADMIN_CONTENT_POLICY);
    expect(clean).toBe(output);
    expectOnlyAdminMarkup(clean);
  });

  it.each(VECTORS)('removes %s as the user policy does', (_name, input) => {
    expectOnlyAdminMarkup(sanitizeHtml(input, ADMIN_CONTENT_POLICY));
  });

  it('keeps the headings, rules and figures of a blog post, writing h1 as h2 and h5/h6 as h4', () => {
    const html = `<h2>Start</h2><h3>Step</h3><h4>Detail</h4><hr /><figure>${IMG('alt="An envelope" width="1200" height="630"')}<figcaption>An envelope</figcaption></figure><p>Text</p>`;
    expect(sanitizeHtml(html, ADMIN_CONTENT_POLICY)).toBe(html);
    expect(sanitizeHtml('<h1>Big</h1><h5>Small</h5><h6>Smaller</h6>', ADMIN_CONTENT_POLICY)).toBe('<h2>Big</h2><h4>Small</h4><h4>Smaller</h4>');
  });

  it('gives an image an empty alt when it has none, keeps whole-number sizes and loads it lazily', () => {
    expect(sanitizeHtml(`<img src="${SRC}">`, ADMIN_CONTENT_POLICY)).toBe(IMG());
    expect(sanitizeHtml(`<img src="${SRC}" width="640" height="0336" loading="eager">`, ADMIN_CONTENT_POLICY)).toBe(IMG('alt="" width="640" height="336"'));
  });

  it('keeps links to pages of the site without rel, and outbound links with noopener noreferrer only', () => {
    expect(sanitizeHtml('<a href="/browse?state=CA#top">Browse</a>', ADMIN_CONTENT_POLICY)).toBe('<a href="/browse?state=CA#top">Browse</a>');
    expect(sanitizeHtml('<a href="HTTPS://Example.org">x</a>', ADMIN_CONTENT_POLICY)).toBe(`<a href="https://example.org/" rel="${ADMIN_LINK_REL}">x</a>`);
    expect(sanitizeHtml('<a href="mailto:help@example.org">m</a>', ADMIN_CONTENT_POLICY)).toBe(`<a href="mailto:help@example.org" rel="${ADMIN_LINK_REL}">m</a>`);
  });

  it('leaves the user policy as it was: no images, no site paths, user links nofollow', () => {
    expect(sanitizeHtml(`<img src="${SRC}" alt="x">after`)).toBe('after');
    expect(sanitizeHtml('<a href="/browse">x</a>')).toBe('x');
    expect(sanitizeHtml('<h2>x</h2><hr><figure>f</figure>')).toBe('<h3>x</h3>f');
  });
});

describe('htmlToText', () => {
  it('gives the readable text: no markup, entities decoded, blocks separated, spaces collapsed', () => {
    expect(htmlToText('<p>one</p><p>two</p><ul><li>a</li><li>b</li></ul>x<br>y')).toBe('one two a b x y');
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3 &quot;hi&quot; &nbsp; caf&eacute;</p>')).toBe('Tom & Jerry <3 "hi" café');
    expect(htmlToText('<p>&amp;lt;b&amp;gt;</p>')).toBe('&lt;b&gt;');
  });

  it('drops scripts, styles and other content that is not text', () => {
    expect(htmlToText('<script>alert(1)</script><style>p{}</style><svg><text>s</text></svg>visible')).toBe('visible');
  });

  it('is empty for a post with no text', () => {
    expect(htmlToText('<p> </p><p><br></p>')).toBe('');
    expect(htmlToText('<p>&nbsp;</p>')).toBe('');
  });

  it('cuts to a length in characters, with an ellipsis, never inside an emoji', () => {
    expect(htmlToText('<p>short</p>', 10)).toBe('short');
    expect(htmlToText('<p>exactly10!</p>', 10)).toBe('exactly10!');
    expect(htmlToText('<p>one two three four</p>', 10)).toBe('one two t…');
    const cut = htmlToText(`<p>${'😀'.repeat(20)}</p>`, 5);
    expect(cut).toBe('😀😀😀😀…');
    expect(Array.from(cut)).toHaveLength(5);
  });
});
