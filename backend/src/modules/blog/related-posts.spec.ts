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

  it('keeps the best scores for any limit, highest first, then the newest of the rest', () => {
    const categories = ['Safety', 'Impact', 'Support'];
    const words = ['scams', 'money', 'mail', 'rules', 'letters'];
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const many = Array.from({ length: 200 }, (_, i) =>
      post(`p${i}`, categories[i % 3], words.filter(() => next() < 0.4).join(', '), day(150 - i)),
    );
    const library = new RelatedPosts(many);
    const subjectPost = many[5];
    const keywords = keywordSet(subjectPost.keywords);
    const points = (candidate: RelatedCandidate) =>
      (candidate.category === subjectPost.category ? 1 : 0) + [...keywordSet(candidate.keywords)].filter((k) => keywords.has(k)).length;
    const others = many.filter((candidate) => candidate !== subjectPost);
    const scoring = others.filter((candidate) => points(candidate) > 0);
    expect(scoring.length).toBeGreaterThan(20);
    for (const limit of [1, 3, 10, 199, 250]) {
      const picked = library.pick(subjectPost, limit, NOW, next).map((id) => others.find((candidate) => candidate.id === id)!);
      expect(picked).toHaveLength(Math.min(limit, others.length));
      expect(new Set(picked).size).toBe(picked.length);
      const scored = picked.slice(0, Math.min(limit, scoring.length));
      const pickedPoints = scored.map(points);
      // Highest first, and nothing left out scores more than the lowest taken.
      expect(pickedPoints).toEqual([...pickedPoints].sort((a, b) => b - a));
      const lowest = Math.min(...pickedPoints);
      expect(scoring.filter((candidate) => !scored.includes(candidate)).every((candidate) => points(candidate) <= lowest)).toBe(true);
      // Past the scoring posts, those sharing nothing, newest first.
      expect(picked.slice(scoring.length)).toEqual(others.filter((candidate) => points(candidate) === 0).slice(0, Math.max(0, limit - scoring.length)));
    }
  });
});
