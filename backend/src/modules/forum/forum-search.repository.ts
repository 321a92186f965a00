import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { publicThread } from './forum-visibility';

/**
 * The query, parsed as a search box's words: "a phrase", -without, or. websearch_to_tsquery reads any
 * text without a syntax error; words the english configuration drops (stopwords, punctuation) leave
 * an empty query, which matches nothing.
 */
const QUERY = `websearch_to_tsquery('english', $1)`;

/**
 * Every thread with a hit and its best rank: its title (weighted highest) or body, or one of its
 * replies that is shown (not held, not deleted). Each side finds its rows through its GIN index.
 */
const RANKED_HITS = `
  WITH hits AS (
    SELECT t.id AS thread_id, ts_rank(t.search_vector, ${QUERY}) AS rank
      FROM forum_threads t WHERE t.search_vector @@ ${QUERY}
    UNION ALL
    SELECT r.thread_id, ts_rank(r.search_vector, ${QUERY})
      FROM forum_replies r WHERE r.search_vector @@ ${QUERY} AND r.held IS NULL AND r.deleted_at IS NULL
  ),
  ranked AS (SELECT thread_id, max(rank) AS rank FROM hits GROUP BY thread_id)`;

/** Full-text search over the forum: threads the public lists, matched by their words or their replies' words. */
@Injectable()
export class ForumSearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The page's thread ids, best match first, then the latest activity; and how many threads match in all. */
  async search(q: string, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<Array<{ id: string }>>(
        `${RANKED_HITS}
         SELECT t.id FROM ranked JOIN forum_threads t ON t.id = ranked.thread_id
          WHERE ${publicThread('t')}
          ORDER BY ranked.rank DESC, t.last_activity_at DESC, t.id DESC
          LIMIT $2 OFFSET $3`,
        [q, limit, (page - 1) * limit],
      ),
      this.dataSource.query<[{ total: number }]>(
        `${RANKED_HITS}
         SELECT count(*)::int AS total FROM ranked JOIN forum_threads t ON t.id = ranked.thread_id WHERE ${publicThread('t')}`,
        [q],
      ),
    ]);
    return { ids: rows.map((r) => r.id), total };
  }
}
