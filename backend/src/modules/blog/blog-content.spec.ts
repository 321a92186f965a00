import { BLOG_WORDS_PER_MINUTE } from '../../shared/rules';
import { cleanPostContent, normaliseKeywords } from './blog-content';

describe('cleanPostContent', () => {
  it('sanitizes with the admin policy and counts the words people read', () => {
    const clean = cleanPostContent('<h1>Your first letter</h1><p onclick="x()">Say <strong>hello</strong>.</p><script>alert(1)</script><img src="x" onerror="y">');
    expect(clean).toEqual({ content: '<h2>Your first letter</h2><p>Say <strong>hello</strong>.</p>', text: 'Your first letter Say hello.', word_count: 5, read_time: 1 });
  });

  it('rounds the read time up, at least one minute', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
    expect(cleanPostContent(words(1)).read_time).toBe(1);
    expect(cleanPostContent(words(BLOG_WORDS_PER_MINUTE)).read_time).toBe(1);
    expect(cleanPostContent(words(BLOG_WORDS_PER_MINUTE + 1)).read_time).toBe(2);
    expect(cleanPostContent(words(1000)).word_count).toBe(1000);
  });

  it('leaves no text for content that is only markup', () => {
    expect(cleanPostContent('<p> </p><script>x</script>')).toMatchObject({ text: '', word_count: 0, read_time: 1 });
  });
});

describe('normaliseKeywords', () => {
  it('splits on commas, trims, drops empty entries and joins with a comma and a space', () => {
    expect(normaliseKeywords(' first letter ,envelope,, ,  Stamps ')).toBe('first letter, envelope, Stamps');
    expect(normaliseKeywords('')).toBe('');
    expect(normaliseKeywords(null)).toBe('');
    expect(normaliseKeywords(undefined)).toBe('');
    expect(normaliseKeywords(',,')).toBe('');
  });
});
