import { Injectable, Logger } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { publicThread } from './forum-visibility';

/**
 * Every thread with a hit and its best rank: its title (weighted highest) or body, or one of its
 * replies that is shown (not held, not deleted). Each side finds its rows through its GIN index.
 * $1 is the parsed query (tsquery text).
 */
const RANKED_HITS = `
  WITH hits AS (
    SELECT t.id AS thread_id, ts_rank(t.search_vector, $1::tsquery) AS rank
      FROM forum_threads t WHERE t.search_vector @@ $1::tsquery
    UNION ALL
    SELECT r.thread_id, ts_rank(r.search_vector, $1::tsquery)
      FROM forum_replies r WHERE r.search_vector @@ $1::tsquery AND r.held IS NULL AND r.deleted_at IS NULL
  ),
  ranked AS (SELECT thread_id, max(rank) AS rank FROM hits GROUP BY thread_id)`;

/** Full-text search over the forum: threads the public lists, matched by their words or their replies' words. */
@Injectable()
export class ForumSearchRepository {
  private readonly logger = new Logger('ForumSearch');

  constructor(private readonly dataSource: DataSource) {}

  /** The page's thread ids, best match first, then the latest activity; and how many threads match in all. */
  async search(q: string, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
    const query = await this.parse(q);
    // Only words the english configuration drops (stopwords, punctuation): nothing to look for.
    if (!query) return { ids: [], total: 0 };
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<Array<{ id: string }>>(
        `${RANKED_HITS}
         SELECT t.id FROM ranked JOIN forum_threads t ON t.id = ranked.thread_id
          WHERE ${publicThread('t')}
          ORDER BY ranked.rank DESC, t.last_activity_at DESC, t.id DESC
          LIMIT $2 OFFSET $3`,
        [query, limit, (page - 1) * limit],
      ),
      this.dataSource.query<[{ total: number }]>(
        `${RANKED_HITS}
         SELECT count(*)::int AS total FROM ranked JOIN forum_threads t ON t.id = ranked.thread_id WHERE ${publicThread('t')}`,
        [query],
      ),
    ]);
    return { ids: rows.map((r) => r.id), total };
  }

  /**
   * The words as a search box reads them ("a phrase", -without, or), as tsquery text; '' when no
   * word is left. websearch_to_tsquery has no syntax errors, but PostgreSQL still refuses some
   * inputs (dozens of minus signs in a row: "tsquery stack too small"): those are read as plain
   * words instead, and if even that fails, nothing is found. Never an error for any text.
   */
  private async parse(q: string): Promise<string> {
    for (const parser of ['websearch_to_tsquery', 'plainto_tsquery']) {
      try {
        const [{ query }] = await this.dataSource.query<[{ query: string }]>(`SELECT ${parser}('english', $1)::text AS query`, [q]);
        return query;
      } catch (error) {
        if (!(error instanceof QueryFailedError)) throw error;
        this.logger.warn({ err: error, parser, q }, 'Search words PostgreSQL could not parse');
      }
    }
    return '';
  }
}
