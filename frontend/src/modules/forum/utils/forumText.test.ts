import { htmlPreview, htmlToText, isBlankHtml } from './forumText';

describe('forum text', () => {
  it('reads the text of a post, one space between blocks, entities decoded', () => {
    expect(htmlToText('<h3>Tips</h3><p>Write <strong>often</strong> &amp; kindly.</p><ul><li><p>One</p></li><li><p>Two</p></li></ul>')).toBe(
      'Tips Write often & kindly. One Two',
    );
    expect(htmlToText('<p>Line one<br>line two</p>')).toBe('Line one line two');
  });

  it('cuts a preview at the given length, ellipsis included', () => {
    const html = `<p>${'word '.repeat(60)}</p>`;
    const preview = htmlPreview(html, 150);
    expect(preview.length).toBeLessThanOrEqual(150);
    expect(preview.endsWith('…')).toBe(true);
    expect(htmlPreview('<p>Short one.</p>', 150)).toBe('Short one.');
  });

  it('sees an empty editor or whitespace as blank', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>  &nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
  });
});
