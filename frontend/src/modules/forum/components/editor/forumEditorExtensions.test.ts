import { Editor } from '@tiptap/core';
import { forumEditorExtensions, isAllowedLinkHref } from './forumEditorExtensions';

/** The tags the server's sanitizer keeps. */
const ALLOWED_TAGS = new Set(
  'p br strong em u s blockquote ul ol li a code pre h3 h4'.split(' ').map((tag) => tag.toUpperCase()),
);

/** The HTML the real editor writes for `content` (typed, pasted or loaded). */
function editorHtml(content: string): string {
  const editor = new Editor({ extensions: forumEditorExtensions(), content });
  const html = editor.getHTML();
  editor.destroy();
  return html;
}

function elementsOf(html: string): Element[] {
  return [...new DOMParser().parseFromString(html, 'text/html').body.querySelectorAll('*')];
}

describe('the forum editor', () => {
  it('writes each format it offers with the tag the server keeps', () => {
    expect(
      editorHtml(
        '<h3>Tips</h3><h4>Envelopes</h4><p>a <b>bold</b> <i>italic</i> <u>under</u> <s>strike</s> <code>code</code><br>next</p>' +
          '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>block</code></pre>' +
          '<p><a href="https://example.org">site</a> <a href="mailto:help@example.org">mail</a></p>',
      ),
    ).toBe(
      '<h3>Tips</h3><h4>Envelopes</h4><p>a <strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> <code>code</code><br>next</p>' +
        '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote><pre><code>block</code></pre>' +
        '<p><a rel="nofollow ugc noopener noreferrer" href="https://example.org">site</a> <a rel="nofollow ugc noopener noreferrer" href="mailto:help@example.org">mail</a></p>',
    );
  });

  it('drops what a post may not hold and keeps only its text', () => {
    const html = editorHtml(
      '<h1>Big</h1><h2>Bigger</h2><p style="color:red" onclick="steal()">styled<img src="x" onerror="alert(1)"></p>' +
        '<script>alert(1)</script><hr><table><tr><td>cell</td></tr></table>' +
        '<p><a href="javascript:alert(1)">bad link</a> <a href="https://example.org" target="_blank" class="x" title="t">ok</a></p>' +
        '<svg><script>alert(2)</script></svg><iframe src="https://example.org"></iframe>',
    );

    for (const element of elementsOf(html)) {
      expect(ALLOWED_TAGS.has(element.tagName)).toBe(true);
      for (const { name } of element.attributes) expect(['href', 'rel']).toContain(name);
    }
    expect(html).toContain('<p>Big</p><p>Bigger</p>');
    expect(html).toContain('<p>cell</p>');
    expect(html).toContain('bad link');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a rel="nofollow ugc noopener noreferrer" href="https://example.org">ok</a>');
  });

  it('allows links to web pages and e-mail addresses only', () => {
    expect(isAllowedLinkHref('https://example.org')).toBe(true);
    expect(isAllowedLinkHref('http://example.org')).toBe(true);
    expect(isAllowedLinkHref('mailto:help@example.org')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('data:text/html,hi')).toBe(false);
    expect(isAllowedLinkHref('/relative')).toBe(false);
  });
});
