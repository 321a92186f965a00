import { Injectable, NotFoundException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { SITE_PAGES, type PageRecord, type SitePage } from '../../shared/routes';
import { visibleToPublic } from '../blog/blog-visibility';
import { FORUM_CATEGORY_SLUGS } from '../forum/forum.enums';
import { publicThread } from '../forum/forum-visibility';
import { publicProfile } from '../profiles/profile-visibility';
import { ProfilesService } from '../profiles/profiles.service';
import { US_STATES } from '../states/states.data';
import { renderSitemapIndex, renderUrlset, type SitemapEntry } from './sitemap-xml';

/** The most addresses one sitemap may hold (the protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

/** How many addresses one child sitemap holds at most: SITEMAP_MAX_URLS; tests lower it to see the splitting. */
@Injectable()
export class SitemapLimits {
  maxUrls = SITEMAP_MAX_URLS;
}

/** Where the sitemap index is served, at the site's root. */
export const SITEMAP_INDEX_PATH = 'sitemap.xml';
/** The child sitemaps' route, at the site's root: `sitemaps/profiles-1.xml`. */
export const SITEMAP_CHILD_ROUTE = 'sitemaps/:file';

/** The child sitemaps, one list each (split when longer than the limit), in the index's order. */
export const SITEMAP_KINDS = ['pages', 'states', 'profiles', 'threads', 'posts'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A child sitemap's file name: `profiles-1.xml` is the first part of the profiles' list. */
export function childFile(kind: SitemapKind, part: number): string {
  return `${kind}-${part}.xml`;
}

const CHILD_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);

/** The list and part a child sitemap's file name names, or null. */
export function parseChildFile(file: string): { kind: SitemapKind; part: number } | null {
  const match = CHILD_FILE.exec(file);
  return match ? { kind: match[1] as SitemapKind, part: Number(match[2]) } : null;
}

/** The address of a record's page: the public page of the table that names that record and is not an alias of another. */
function recordPath(record: PageRecord): (value: string) => string {
  const page = (SITE_PAGES as readonly SitePage[]).find((p) => p.record === record && p.access === 'public' && !p.canonical);
  if (!page) throw new Error(`No page shows a ${record}`);
  const [before, after] = page.path.split(/:[A-Za-z]+/);
  return (value) => `${before}${encodeURIComponent(value)}${after}`;
}

/** A list of a table's public rows, read in id order: each part of the list is one range of ids. */
interface TableList {
  table: string;
  /** SQL condition on alias `t`: the row is public now. */
  visible: string;
  /** SQL expression on alias `t`: when the row's page last changed. */
  lastmod: string;
  /** SQL expression on alias `t`: the value its page's address is made from. */
  value: string;
  record: PageRecord;
}

export type DatabaseKind = Exclude<SitemapKind, 'pages' | 'states'>;

const TABLE_LISTS: Record<DatabaseKind, TableList> = {
  profiles: { table: 'profiles', visible: publicProfile('t'), lastmod: 't.updated_at', value: 't.id::text', record: 'profile' },
  threads: { table: 'forum_threads', visible: publicThread('t'), lastmod: 't.last_activity_at', value: 't.id::text', record: 'forum-thread' },
  posts: { table: 'blog_posts', visible: visibleToPublic('t'), lastmod: 't.updated_at', value: 't.slug', record: 'blog-post' },
};

/**
 * SQL: one pass over a list's public rows in id order, giving each part of at most $1 rows its first
 * id and the latest change of its rows (an index-only scan of idx_profiles_sitemap for the profiles).
 */
export function partsSql(kind: DatabaseKind): string {
  const list = TABLE_LISTS[kind];
  return `SELECT (array_agg(s.id) FILTER (WHERE (s.n - 1) % $1 = 0))[1]::text AS first_id, max(s.lastmod) AS lastmod
            FROM (SELECT t.id, ${list.lastmod} AS lastmod, row_number() OVER (ORDER BY t.id) AS n
                    FROM ${list.table} t WHERE ${list.visible}) s
           GROUP BY (s.n - 1) / $1
           ORDER BY (s.n - 1) / $1`;
}

/** SQL: the public rows of one part, ids from $1 (up to the next part's first id $3 when `bounded`), at most $2. */
export function rowsSql(kind: DatabaseKind, bounded: boolean): string {
  const list = TABLE_LISTS[kind];
  return `SELECT ${list.value} AS value, ${list.lastmod} AS lastmod
            FROM ${list.table} t
           WHERE ${list.visible} AND t.id >= $1::uuid ${bounded ? 'AND t.id < $3::uuid' : ''}
           ORDER BY t.id
           LIMIT $2`;
}

/** One part of a list: its first id (database lists) and the latest change of its rows. */
interface Part {
  firstId?: string;
  lastmod: Date | null;
}

/** The lists that never come from the database: the site's own pages (with the forum's categories) and the states. */
function fixedList(kind: 'pages' | 'states'): { path: string }[] {
  if (kind === 'states') return US_STATES.map((s) => ({ path: recordPath('state')(s.slug) }));
  return [
    ...(SITE_PAGES as readonly SitePage[]).filter((p) => p.inSitemap).map((p) => ({ path: p.path })),
    ...FORUM_CATEGORY_SLUGS.map((slug) => ({ path: recordPath('forum-category')(slug) })),
  ];
}

/** The largest share of memory the built documents may take (a full child of profiles is about 6 MB). */
const CACHE_MAX_CHARS = 64 * 1024 * 1024;

/**
 * The sitemap index and its child sitemaps. A database list is split into parts of at most maxUrls
 * rows in id order: one pass over the list's index finds each part's first id, and a part is then
 * read as a range of ids (keyset), never with an offset. Built documents (and the parts) are kept
 * for SITEMAP_CACHE_SECONDS in this process.
 */
@Injectable()
export class SitemapService {
  private readonly documents?: LRUCache<string, string>;
  private readonly parts?: LRUCache<SitemapKind, Part[]>;
  private readonly siteUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: SitemapLimits,
    config: AppConfig,
    profiles: ProfilesService,
  ) {
    this.siteUrl = config.siteUrl;
    const ttl = config.sitemapCacheSeconds * 1000;
    // lru-cache reads a ttl of 0 as "never expires": no caches at all then.
    if (ttl > 0) {
      this.documents = new LRUCache({ max: 1_000, ttl, maxSize: CACHE_MAX_CHARS, sizeCalculation: (text) => text.length || 1 });
      this.parts = new LRUCache({ max: SITEMAP_KINDS.length, ttl });
    }
    // A profile taken down (or published) leaves (or joins) the sitemap at once, on every instance.
    profiles.onChange(() => {
      this.documents?.clear();
      this.parts?.clear();
    });
  }

  /** The sitemap index: every part of every list that has any address, with its latest change when known. */
  async index(): Promise<string> {
    return this.cached(SITEMAP_INDEX_PATH, async () => {
      const entries: SitemapEntry[] = [];
      for (const kind of SITEMAP_KINDS) {
        (await this.partsOf(kind)).forEach((part, i) =>
          entries.push({ loc: `${this.siteUrl}/sitemaps/${childFile(kind, i + 1)}`, lastmod: part.lastmod }),
        );
      }
      return renderSitemapIndex(entries);
    });
  }

  /** A child sitemap by its file name (`profiles-2.xml`); 404 for a list or part there is none of. */
  async child(file: string): Promise<string> {
    const named = parseChildFile(file);
    if (!named) throw new NotFoundException('No such sitemap');
    return this.cached(`sitemaps/${file}`, async () => {
      const parts = await this.partsOf(named.kind);
      const i = named.part - 1;
      if (i >= parts.length) throw new NotFoundException('No such sitemap');
      const max = this.limits.maxUrls;
      const { kind } = named;
      const rows =
        kind === 'pages' || kind === 'states'
          ? fixedList(kind).slice(i * max, (i + 1) * max).map((r) => ({ ...r, lastmod: null }))
          : await this.tableRows(kind, parts[i].firstId!, parts[i + 1]?.firstId, max);
      return renderUrlset(rows.map((r) => ({ loc: `${this.siteUrl}${r.path}`, lastmod: r.lastmod })));
    });
  }

  private async cached(key: string, build: () => Promise<string>): Promise<string> {
    const hit = this.documents?.get(key);
    if (hit !== undefined) return hit;
    const text = await build();
    this.documents?.set(key, text);
    return text;
  }

  /** The parts a list splits into (none for an empty list). */
  private async partsOf(kind: SitemapKind): Promise<Part[]> {
    const hit = this.parts?.get(kind);
    if (hit) return hit;
    const max = this.limits.maxUrls;
    const parts =
      kind === 'pages' || kind === 'states'
        ? Array.from({ length: Math.ceil(fixedList(kind).length / max) }, () => ({ lastmod: null }))
        : await this.tableParts(kind, max);
    this.parts?.set(kind, parts);
    return parts;
  }

  /** One pass over the public rows in id order: each part's first id and latest change. */
  private async tableParts(kind: DatabaseKind, max: number): Promise<Part[]> {
    const rows: { first_id: string; lastmod: Date | null }[] = await this.dataSource.query(partsSql(kind), [max]);
    return rows.map((r) => ({ firstId: r.first_id, lastmod: r.lastmod }));
  }

  /** The public rows of one part: ids from `firstId` up to the next part's first id, at most `max`. */
  private async tableRows(kind: DatabaseKind, firstId: string, nextId: string | undefined, max: number) {
    const rows: { value: string; lastmod: Date }[] = await this.dataSource.query(
      rowsSql(kind, !!nextId),
      nextId ? [firstId, max, nextId] : [firstId, max],
    );
    const pathOf = recordPath(TABLE_LISTS[kind].record);
    return rows.map((r) => ({ path: pathOf(r.value), lastmod: r.lastmod }));
  }
}
