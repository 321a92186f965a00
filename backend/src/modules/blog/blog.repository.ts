import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { BlogCategory, BlogPostState } from './blog.enums';
import { stateSql, visibleToPublic } from './blog-visibility';
import type { RelatedCandidate } from './related-posts';

/** A post as the reads return it (content only where asked for). */
export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  category: BlogCategory;
  keywords: string;
  read_time: number;
  word_count: number;
  author: string;
  is_published: boolean;
  published_date: Date;
  state: BlogPostState;
  image_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns a post's write may change, with their values; `NOW` sets the database's time. */
export const NOW = Symbol('now()');
export interface BlogPostValues {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  keywords: string;
  word_count: number;
  read_time: number;
  author: string;
  is_published: boolean;
  published_date: Date | typeof NOW;
  image_key: string | null;
}

/** A post locked for a change: the columns an edit compares with. */
export type LockedBlogPost = { id: string } & Omit<BlogPostValues, 'published_date'> & { published_date: Date };

const SUMMARY_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.category, p.keywords, p.read_time, p.word_count, p.author, p.is_published,
  p.published_date, ${stateSql('p')} AS state, p.image_key, p.created_at, p.updated_at`;
const POST_COLUMNS = `${SUMMARY_COLUMNS}, p.content`;
/** Newest first: by published date, then creation (the id only makes equal rows keep one order). */
const ORDER = 'p.published_date DESC, p.created_at DESC, p.id DESC';
const VALUE_COLUMNS = ['slug', 'title', 'excerpt', 'content', 'category', 'keywords', 'word_count', 'read_time', 'author', 'is_published', 'published_date', 'image_key'] as const;

/** The blog's queries. Who sees what is blog-visibility.ts; every read here says whether drafts and scheduled posts are included. */
@Injectable()
export class BlogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of posts, newest first, with the count of all of them. */
  async list(options: { includeUnpublished: boolean; limit: number; offset: number }): Promise<{ rows: BlogPostRow[]; total: number }> {
    // Two statements rather than `$1 OR visible`, so the public's uses the published index.
    const where = options.includeUnpublished ? '' : `WHERE ${visibleToPublic('p')}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<BlogPostRow[]>(`SELECT ${SUMMARY_COLUMNS} FROM blog_posts p ${where} ORDER BY ${ORDER} LIMIT $1 OFFSET $2`, [
        options.limit,
        options.offset,
      ]),
      this.dataSource.query<[{ total: number }]>(`SELECT count(*)::int AS total FROM blog_posts p ${where}`),
    ]);
    return { rows, total };
  }

  /** The post with this slug and its content, or null when there is none (or it is not visible and unpublished ones are not included). */
  async findBySlug(slug: string, includeUnpublished: boolean, manager?: EntityManager): Promise<BlogPostRow | null> {
    const [row] = await (manager ?? this.dataSource).query<BlogPostRow[]>(
      `SELECT ${POST_COLUMNS} FROM blog_posts p WHERE p.slug = $1 ${includeUnpublished ? '' : `AND ${visibleToPublic('p')}`}`,
      [slug],
    );
    return row ?? null;
  }

  /** Every published post, newest first, with what choosing related posts needs (RelatedPosts). */
  relatedCandidates(): Promise<RelatedCandidate[]> {
    return this.dataSource.query<RelatedCandidate[]>(
      `SELECT p.id, p.category, p.keywords, p.is_published, p.published_date FROM blog_posts p WHERE p.is_published ORDER BY ${ORDER}`,
    );
  }

  /** The visible posts with these ids, in the order of `ids` (one no longer visible is left out). */
  async visibleByIds(ids: string[]): Promise<BlogPostRow[]> {
    if (!ids.length) return [];
    const rows = await this.dataSource.query<BlogPostRow[]>(
      `SELECT ${SUMMARY_COLUMNS} FROM blog_posts p WHERE p.id = ANY($1::uuid[]) AND ${visibleToPublic('p')}`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The newest visible posts, for the feed. */
  feed(limit: number): Promise<BlogPostRow[]> {
    return this.dataSource.query<BlogPostRow[]>(`SELECT ${SUMMARY_COLUMNS} FROM blog_posts p WHERE ${visibleToPublic('p')} ORDER BY ${ORDER} LIMIT $1`, [limit]);
  }

  /** The post with this slug, locked for a change in `tx`, or null. */
  async lockBySlug(tx: EntityManager, slug: string): Promise<LockedBlogPost | null> {
    const [row] = await tx.query<LockedBlogPost[]>(`SELECT id, ${VALUE_COLUMNS.join(', ')} FROM blog_posts WHERE slug = $1 FOR UPDATE`, [slug]);
    return row ?? null;
  }

  async slugTaken(tx: EntityManager, slug: string): Promise<boolean> {
    const [row] = await tx.query<Array<{ found: boolean }>>('SELECT true AS found FROM blog_posts WHERE slug = $1', [slug]);
    return !!row;
  }

  /** Inserts a post; returns its id. */
  async insert(tx: EntityManager, values: BlogPostValues, createdBy: string): Promise<string> {
    const { columns, placeholders, params } = assignments(values);
    const [row] = await tx.query<Array<{ id: string }>>(
      `INSERT INTO blog_posts (${columns.join(', ')}, created_by) VALUES (${placeholders.join(', ')}, $${params.length + 1}) RETURNING id`,
      [...params, createdBy],
    );
    return row.id;
  }

  /** Writes only the columns given (and updated_at). */
  async update(tx: EntityManager, id: string, changes: Partial<BlogPostValues>): Promise<void> {
    const { columns, placeholders, params } = assignments(changes);
    if (!columns.length) return;
    const set = columns.map((c, i) => `${c} = ${placeholders[i]}`);
    await tx.query(`UPDATE blog_posts SET ${set.join(', ')}, updated_at = now() WHERE id = $${params.length + 1}`, [...params, id]);
  }

  async delete(tx: EntityManager, id: string): Promise<void> {
    await tx.query('DELETE FROM blog_posts WHERE id = $1', [id]);
  }
}

/** Column names (from the known list only), their placeholders (`now()` for NOW) and the parameters. */
function assignments(values: Partial<BlogPostValues>): { columns: string[]; placeholders: string[]; params: unknown[] } {
  const columns: string[] = [];
  const placeholders: string[] = [];
  const params: unknown[] = [];
  for (const column of VALUE_COLUMNS) {
    const value = values[column];
    if (value === undefined) continue;
    columns.push(column);
    if (value === NOW) {
      placeholders.push('now()');
    } else {
      params.push(value);
      placeholders.push(`$${params.length}`);
    }
  }
  return { columns, placeholders, params };
}
