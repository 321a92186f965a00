import { keywordSet, RelatedPosts, type RelatedCandidate } from './related-posts';

const NOW = new Date('2026-06-01T12:00:00Z');
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** Newest first, as the repository gives them. */
function post(id: string, category: string, keywords: string, date: Date, published = true): RelatedCandidate {
  return { id, category, keywords, is_published: published, published_date: date };
}

describe('keywordSet', () => {
  it('splits at commas, trims spaces, lowers the case and drops empty and repeated keywords', () => {
    expect([...keywordSet(' Letters, letters ,,  MAIL rules ,')]).toEqual(['letters', 'mail rules']);
    expect(keywordSet('').size).toBe(0);
  });
});

describe('RelatedPosts', () => {
  const subject = post('subject', 'Safety', 'scams, money, mail', day(1));
  const posts = [
    post('future', 'Safety', 'scams, money, mail', new Date('2026-12-01T00:00:00Z')),
    post('new-unrelated', 'Impact', '', day(9)),
    post('one-keyword', 'Impact', 'Mail', day(8)),
    post('category', 'Safety', 'other', day(7)),
    post('old-unrelated', 'Impact', 'stories', day(6)),
    post('best', 'Safety', 'money , SCAMS', day(5)),
    post('two-keywords', 'Impact', 'scams, money', day(4)),
    post('draft', 'Safety', 'scams, money, mail', day(3), false),
    subject,
  ];
  const shelf = new RelatedPosts(posts);

  it('orders by points (category and shared keywords), then the posts sharing nothing newest first', () => {
    // best: category + 2 keywords; two-keywords: 2; category and one-keyword: 1 each (random order).
    const ten = shelf.pick(subject, 10, NOW);
    expect(ten.slice(0, 2)).toEqual(['best', 'two-keywords']);
    expect(ten.slice(2, 4).sort()).toEqual(['category', 'one-keyword']);
    expect(ten.slice(4)).toEqual(['new-unrelated', 'old-unrelated']);
  });

  it('never picks the post itself, a draft or a post whose date has not come', () => {
    const all = shelf.pick(subject, 10, NOW);
    expect(all).not.toContain('subject');
    expect(all).not.toContain('draft');
    expect(all).not.toContain('future');
    expect(shelf.pick(subject, 10, new Date('2026-12-02T00:00:00Z'))[0]).toBe('future');
  });

  it('stops at the limit and draws equal scores at random', () => {
    expect(shelf.pick(subject, 1, NOW)).toEqual(['best']);
    const drawing = (...values: number[]) => {
      let next = 0;
      return () => values[next++ % values.length];
    };
    // The tied pair comes out in the order of the ranks drawn for it.
    expect(shelf.pick(subject, 4, NOW, drawing(0.1, 0.2, 0.3, 0.4)).slice(2)).toEqual(['category', 'one-keyword']);
    expect(shelf.pick(subject, 4, NOW, drawing(0.4, 0.3, 0.2, 0.1)).slice(2)).toEqual(['one-keyword', 'category']);
  });

  it('gives the newest posts to a post that shares nothing, and nothing when there is nothing else', () => {
    expect(shelf.pick(post('lonely', 'Education', 'nothing', day(2)), 2, NOW)).toEqual(['new-unrelated', 'one-keyword']);
    expect(new RelatedPosts([subject]).pick(subject, 3, NOW)).toEqual([]);
  });
});
