import { isVisibleToPublic } from './blog-visibility';

/** What choosing a post's "read next" needs of each published post (no title, excerpt or content). */
export interface RelatedCandidate {
  id: string;
  category: string;
  keywords: string;
  is_published: boolean;
  published_date: Date;
}

/** A post's keywords as compared: split at commas, trimmed of spaces, lower case, each once, none empty. */
export function keywordSet(keywords: string): Set<string> {
  const set = new Set<string>();
  for (const part of keywords.split(',')) {
    const keyword = part.replace(/^ +| +$/g, '').toLowerCase();
    if (keyword) set.add(keyword);
  }
  return set;
}

/**
 * The blog's published posts, indexed to choose a post's "read next" without reading every post each time (the
 * query that scored them all cost a post page about 7 ms of the database's time with 3,000 posts, issue 28).
 * The rule: a point for the same category and one for each keyword both posts share; the posts that score, highest
 * first, in random order among equal scores; then the posts that share nothing, newest first. Only posts the public
 * sees at `now` are chosen (a scheduled post joins when its date comes, with no write to rebuild this).
 */
export class RelatedPosts {
  /** Positions in `newestFirst` of the posts of each category, and of each keyword. */
  private readonly byCategory = new Map<string, number[]>();
  private readonly byKeyword = new Map<string, number[]>();
  /**
   * A pick's working memory, kept between picks (a pick runs start to end without yielding): each post's points,
   * and the posts that scored in the order they first did. A pick that allocated a score map and an entry per post
   * of the category (hundreds) made a tenth of a post page's memory (issue 28); these are left zeroed.
   */
  private readonly points: Uint16Array;
  private readonly scoring: Uint32Array;

  /** `newestFirst`: every published post, in the blog's own order (the order of the posts sharing nothing). */
  constructor(private readonly newestFirst: readonly RelatedCandidate[]) {
    newestFirst.forEach((post, at) => {
      push(this.byCategory, post.category, at);
      for (const keyword of keywordSet(post.keywords)) push(this.byKeyword, keyword, at);
    });
    this.points = new Uint16Array(newestFirst.length);
    this.scoring = new Uint32Array(newestFirst.length);
  }

  /** The ids of up to `limit` posts to read after `post`, best first. */
  pick(post: Pick<RelatedCandidate, 'id' | 'category' | 'keywords'>, limit: number, now: Date, random: () => number = Math.random): string[] {
    const { newestFirst, points, scoring } = this;
    const shown = (at: number) => newestFirst[at].id !== post.id && isVisibleToPublic(newestFirst[at], now);
    let scored = 0;
    const score = (at: number) => {
      if (!shown(at)) return;
      if (points[at] === 0) scoring[scored++] = at;
      points[at] += 1;
    };
    try {
      for (const at of this.byCategory.get(post.category) ?? []) score(at);
      for (const keyword of keywordSet(post.keywords)) for (const at of this.byKeyword.get(keyword) ?? []) score(at);

      // Random among equal scores: each scoring post drawn a random rank once (in the order they first scored),
      // then the best `limit` by points, then rank, kept in order as they come (a few hundred posts share a
      // category; sorting them all for the best three was most of a pick's time).
      const best: Array<{ at: number; points: number; rank: number }> = [];
      const before = (aPoints: number, aRank: number, b: { points: number; rank: number }) =>
        aPoints > b.points || (aPoints === b.points && aRank < b.rank);
      for (let i = 0; i < scored; i++) {
        const at = scoring[i];
        const rank = random();
        if (best.length >= limit) {
          if (limit < 1 || !before(points[at], rank, best[best.length - 1])) continue;
          best.pop();
        }
        let place = best.length;
        while (place > 0 && before(points[at], rank, best[place - 1])) place -= 1;
        best.splice(place, 0, { at, points: points[at], rank });
      }
      const chosen = best.map((entry) => newestFirst[entry.at].id);
      for (let at = 0; at < newestFirst.length && chosen.length < limit; at++) {
        if (points[at] === 0 && shown(at)) chosen.push(newestFirst[at].id);
      }
      return chosen;
    } finally {
      for (let i = 0; i < scored; i++) points[scoring[i]] = 0;
    }
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
