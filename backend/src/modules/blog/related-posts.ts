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
  private readonly byCategory = new Map<string, RelatedCandidate[]>();
  private readonly byKeyword = new Map<string, RelatedCandidate[]>();

  /** `newestFirst`: every published post, in the blog's own order (the order of the posts sharing nothing). */
  constructor(private readonly newestFirst: readonly RelatedCandidate[]) {
    for (const post of newestFirst) {
      push(this.byCategory, post.category, post);
      for (const keyword of keywordSet(post.keywords)) push(this.byKeyword, keyword, post);
    }
  }

  /** The ids of up to `limit` posts to read after `post`, best first. */
  pick(post: Pick<RelatedCandidate, 'id' | 'category' | 'keywords'>, limit: number, now: Date, random: () => number = Math.random): string[] {
    const shown = (candidate: RelatedCandidate) => candidate.id !== post.id && isVisibleToPublic(candidate, now);
    const scores = new Map<string, number>();
    const score = (candidate: RelatedCandidate) => {
      if (shown(candidate)) scores.set(candidate.id, (scores.get(candidate.id) ?? 0) + 1);
    };
    for (const candidate of this.byCategory.get(post.category) ?? []) score(candidate);
    for (const keyword of keywordSet(post.keywords)) for (const candidate of this.byKeyword.get(keyword) ?? []) score(candidate);

    // Random among equal scores: each scoring post drawn a random rank once, then the best `limit` by score, then
    // rank, kept in order as they come (a few hundred posts share a category; sorting them all for the best three
    // was most of a pick's time).
    const best: Array<{ id: string; points: number; rank: number }> = [];
    const before = (a: { points: number; rank: number }, b: { points: number; rank: number }) =>
      a.points > b.points || (a.points === b.points && a.rank < b.rank);
    for (const [id, points] of scores) {
      const entry = { id, points, rank: random() };
      if (best.length >= limit) {
        if (limit < 1 || !before(entry, best[best.length - 1])) continue;
        best.pop();
      }
      let at = best.length;
      while (at > 0 && before(entry, best[at - 1])) at -= 1;
      best.splice(at, 0, entry);
    }
    const chosen = best.map((entry) => entry.id);
    for (const candidate of this.newestFirst) {
      if (chosen.length >= limit) break;
      if (!scores.has(candidate.id) && shown(candidate)) chosen.push(candidate.id);
    }
    return chosen;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
