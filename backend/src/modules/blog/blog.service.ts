import { ConflictException, Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { ContentChanges } from '../../common/cache/content-changes';
import { ReadCache } from '../../common/cache/read-cache';
import { isFound } from '../../common/not-found';
import { AppConfig } from '../../config/app-config';
import { BLOG_DEFAULT_AUTHOR, BLOG_PAGE_SIZE, BLOG_SLUG_MAX_CHARS, BLOG_UNPAGED_MAX } from '../../shared/rules';
import { SLUG_PATTERN } from '../../shared/text';
import { AuditService } from '../audit/audit.service';
import { ImageService } from '../media/image.service';
import { MediaStorage } from '../media/media-storage';
import { mediaUrl } from '../media/media.module';
import { User } from '../users/entities/user.entity';
import { cleanPostContent, normaliseKeywords } from './blog-content';
import { renderRss } from './blog-rss';
import { seesUnpublished } from './blog-visibility';
import { BLOG_MESSAGES } from './blog.messages';
import { BlogPostRow, BlogPostValues, BlogRepository, LockedBlogPost, NOW } from './blog.repository';
import { ListBlogPostsQueryDto } from './dto/blog-queries.dto';
import { RelatedPosts } from './related-posts';
import { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-requests.dto';
import { BlogPostDto, BlogPostListDto, BlogPostSummaryDto } from './dto/blog-responses.dto';

/** How many posts the feed holds, newest first. */
export const RSS_ITEMS = 20;
/** Visible posts kept in memory at most (the blog has far fewer). */
const KEPT_POSTS = 2_000;
/** "Read next" picks kept (a pick is two summaries). */
const KEPT_READ_NEXT = 1_000;
/** The feed's channel: the blog's name and what it is about. */
const RSS_TITLE = 'Pen Pal Directory Blog';
const RSS_DESCRIPTION =
  'Guides for writing to incarcerated people in the United States: your first letter, mail rules, staying safe, and life after release.';

const IMAGE_MESSAGES = { notAnImage: BLOG_MESSAGES.imageNotAnImage, tooLarge: BLOG_MESSAGES.imageTooLarge };
const DATE_MESSAGE = 'published_date must be a date and time (ISO 8601)';
/** The dates a post may carry (the database holds more, but nothing sensible lies outside). */
const EARLIEST_DATE = Date.UTC(1970, 0, 1);
const LATEST_DATE = Date.UTC(9999, 11, 31, 23, 59, 59);

/** A slug the blog could hold: the pattern, within the length. Anything else is no post (404). */
export function isWellFormedSlug(slug: string): boolean {
  return slug.length <= BLOG_SLUG_MAX_CHARS && SLUG_PATTERN.test(slug);
}

export function summaryView(row: BlogPostRow): BlogPostSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    keywords: row.keywords,
    read_time: row.read_time,
    word_count: row.word_count,
    author: row.author,
    is_published: row.is_published,
    published_date: row.published_date.toISOString(),
    state: row.state,
    image_url: mediaUrl(row.image_key),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function postView(row: BlogPostRow): BlogPostDto {
  return { ...summaryView(row), content: row.content ?? '' };
}

function publishedDate(value: string): Date {
  const date = new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time) || time < EARLIEST_DATE || time > LATEST_DATE) throw new UnprocessableEntityException([DATE_MESSAGE]);
  return date;
}

/** The columns a create or an edit writes from the dialog's fields (not the slug, the date or the image). */
function fieldsOf(dto: CreateBlogPostDto): Omit<BlogPostValues, 'slug' | 'is_published' | 'published_date' | 'image_key'> {
  const clean = cleanPostContent(dto.content);
  if (!clean.text) throw new UnprocessableEntityException([BLOG_MESSAGES.fillInAllFields]);
  return {
    title: dto.title,
    excerpt: dto.excerpt,
    content: clean.content,
    category: dto.category,
    keywords: normaliseKeywords(dto.keywords),
    word_count: clean.word_count,
    read_time: clean.read_time,
    author: dto.author?.trim() || BLOG_DEFAULT_AUTHOR,
  };
}

const isSlugTaken = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string; constraint?: string }).constraint === 'uq_blog_posts_slug';

/**
 * The blog: reading for everyone (the public sees published posts whose date has come; admins also drafts
 * and scheduled posts), the RSS feed, and the admins' writing: create, edit (the slug stays), delete, each
 * audited. Content is sanitized with the admin policy and its words and read time computed on every write.
 * A post's image is written before its row and deleted after the row lets go of it.
 */
@Injectable()
export class BlogService {
  private readonly logger = new Logger('Blog');

  constructor(
    private readonly dataSource: DataSource,
    private readonly posts: BlogRepository,
    private readonly images: ImageService,
    private readonly storage: MediaStorage,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly changes: ContentChanges,
  ) {
    this.visible = new ReadCache({ max: KEPT_POSTS, ttlMs: config.browseCacheSeconds * 1000 });
    this.shelf = new ReadCache({ max: 1, ttlMs: config.browseCacheSeconds * 1000 });
    this.readNext = new ReadCache({ max: KEPT_READ_NEXT, ttlMs: config.browseCacheSeconds * 1000 });
    // The blog's pages and the posts they are rendered from are forgotten by one signal, in one turn: with a
    // message each, a page rendered between the two was kept with the old post for the page cache's minute.
    changes.onChange((section) => {
      if (section === undefined || section === 'blog') this.forgetKept();
    });
  }

  /** The published posts indexed for "read next", kept and cleared with the visible posts. */
  private readonly shelf: ReadCache<RelatedPosts>;

  /**
   * The summaries of a "read next" pick, by the ids picked, kept and cleared with the visible posts: picks repeat
   * (the same few posts follow many others), and a post page read its two summaries from the database after its
   * post, a second wait in every render of a post page (issue 28).
   */
  private readonly readNext: ReadCache<BlogPostRow[]>;

  /**
   * Visible posts by slug, as the public reads them, kept as long as browse pages: a post page's status, the post
   * and its "read next" are one read (three before, issue 28). Only a post found is kept (a scheduled one becomes
   * visible by the clock, with no write to clear anything); every write clears them all, on every instance.
   */
  private readonly visible: ReadCache<BlogPostRow>;

  /** Paged when page or limit is sent; otherwise every visible post (up to BLOG_UNPAGED_MAX) on one page. */
  async list(reader: User | null, query: ListBlogPostsQueryDto): Promise<BlogPostListDto> {
    const includeUnpublished = query.published_only === false && seesUnpublished(reader);
    const paged = query.page !== undefined || query.limit !== undefined;
    const page = paged ? (query.page ?? 1) : 1;
    const limit = paged ? (query.limit ?? BLOG_PAGE_SIZE) : BLOG_UNPAGED_MAX;
    const { rows, total } = await this.posts.list({ includeUnpublished, limit, offset: (page - 1) * limit });
    return { posts: rows.map(summaryView), total, page, totalPages: paged ? Math.max(1, Math.ceil(total / limit)) : 1 };
  }

  /** Whether the public sees the post (the page status of /blog/:slug): the same kept read as get and related. */
  isPublic(slug: string): Promise<boolean> {
    return isFound(() => this.find(null, slug));
  }

  /** A post with its content; a draft or scheduled post only for admins (404 for anyone else). */
  async get(reader: User | null, slug: string): Promise<BlogPostDto> {
    return postView(await this.find(reader, slug));
  }

  /** Visible posts to read next (the rule is RelatedPosts'); 404 as for the post itself. */
  async related(reader: User | null, slug: string, limit: number): Promise<BlogPostSummaryDto[]> {
    const post = await this.find(reader, slug);
    const shelf = await this.shelf.get('published', async () => new RelatedPosts(await this.posts.relatedCandidates()));
    const ids = shelf.pick(post, limit, new Date());
    if (!ids.length) return [];
    return (await this.readNext.get(ids.join(','), () => this.posts.visibleByIds(ids))).map(summaryView);
  }

  /** RSS 2.0 of the newest visible posts, with absolute links. */
  async feed(): Promise<string> {
    const site = this.config.siteUrl.replace(/\/+$/, '');
    const rows = await this.posts.feed(RSS_ITEMS);
    const newest = rows.reduce((latest, r) => Math.max(latest, r.published_date.getTime(), r.updated_at.getTime()), 0);
    return renderRss(
      { title: RSS_TITLE, link: `${site}/blog`, description: RSS_DESCRIPTION, selfLink: `${site}/rss.xml`, lastBuildDate: newest ? new Date(newest) : new Date() },
      rows.map((r) => ({
        title: r.title,
        link: `${site}/blog/${r.slug}`,
        description: r.excerpt,
        category: r.category,
        creator: r.author,
        pubDate: r.published_date,
      })),
    );
  }

  async create(admin: User, dto: CreateBlogPostDto): Promise<BlogPostDto> {
    const values: BlogPostValues = {
      slug: dto.slug,
      ...fieldsOf(dto),
      is_published: dto.is_published ?? true,
      published_date: dto.published_date ? publishedDate(dto.published_date) : NOW,
      image_key: null,
    };
    // The file first, the row second: a crash between them leaves only a file the sweep removes.
    values.image_key = typeof dto.image_base64 === 'string' ? await this.storeImage(dto.image_base64) : null;
    try {
      const post = await this.dataSource.transaction(async (tx) => {
        if (await this.posts.slugTaken(tx, values.slug)) throw new ConflictException(BLOG_MESSAGES.slugTaken);
        const id = await this.posts.insert(tx, values, admin.id);
        await this.audit.record(admin, { action: 'blog_post.create', targetType: 'blog_post', targetId: id, targetLabel: values.title, details: { slug: values.slug } }, tx);
        return postView((await this.posts.findBySlug(values.slug, true, tx))!);
      });
      this.changed();
      return post;
    } catch (error) {
      if (values.image_key) await this.storage.deleteMany([values.image_key], this.logger);
      // Two creates with one slug at once: the second meets the unique constraint.
      throw isSlugTaken(error) ? new ConflictException(BLOG_MESSAGES.slugTaken) : error;
    }
  }

  /**
   * An edit: the text fields are replaced, the slug stays (a different one is refused); published_date
   * missing keeps the date, null sets now; image_base64 missing keeps the image, null removes it. Only
   * the columns that change are written.
   */
  async update(admin: User, slug: string, dto: UpdateBlogPostDto): Promise<BlogPostDto> {
    if (!isWellFormedSlug(slug)) throw new NotFoundException(BLOG_MESSAGES.postNotFound);
    const fields = fieldsOf(dto);
    const date = dto.published_date ? publishedDate(dto.published_date) : dto.published_date === null ? NOW : undefined;
    const newImage = typeof dto.image_base64 === 'string' ? await this.storeImage(dto.image_base64) : undefined;
    let oldImage: string | null = null;
    try {
      const post = await this.dataSource.transaction(async (tx) => {
        const current = await this.posts.lockBySlug(tx, slug);
        if (!current) throw new NotFoundException(BLOG_MESSAGES.postNotFound);
        if (dto.slug !== current.slug) throw new UnprocessableEntityException([BLOG_MESSAGES.slugLocked]);
        const changes = changesFrom(current, {
          ...fields,
          is_published: dto.is_published ?? undefined,
          published_date: date,
          image_key: newImage ?? (dto.image_base64 === null ? null : undefined),
        });
        await this.posts.update(tx, current.id, changes);
        if (changes.image_key !== undefined) oldImage = current.image_key;
        await this.recordEdit(admin, current, changes, tx);
        return postView((await this.posts.findBySlug(slug, true, tx))!);
      });
      this.changed();
      if (oldImage) await this.storage.deleteMany([oldImage], this.logger);
      return post;
    } catch (error) {
      if (newImage) await this.storage.deleteMany([newImage], this.logger);
      throw error;
    }
  }

  async remove(admin: User, slug: string): Promise<void> {
    if (!isWellFormedSlug(slug)) throw new NotFoundException(BLOG_MESSAGES.postNotFound);
    const image = await this.dataSource.transaction(async (tx) => {
      const post = await this.posts.lockBySlug(tx, slug);
      if (!post) throw new NotFoundException(BLOG_MESSAGES.postNotFound);
      await this.posts.delete(tx, post.id);
      await this.audit.record(admin, { action: 'blog_post.delete', targetType: 'blog_post', targetId: post.id, targetLabel: post.title, details: { slug: post.slug } }, tx);
      return post.image_key;
    });
    this.changed();
    if (image) await this.storage.deleteMany([image], this.logger);
  }

  private async find(reader: User | null, slug: string): Promise<BlogPostRow> {
    if (!isWellFormedSlug(slug)) throw new NotFoundException(BLOG_MESSAGES.postNotFound);
    if (seesUnpublished(reader)) return this.found(await this.posts.findBySlug(slug, true));
    return this.visible.get(slug, async () => this.found(await this.posts.findBySlug(slug, false)));
  }

  private found(post: BlogPostRow | null): BlogPostRow {
    if (!post) throw new NotFoundException(BLOG_MESSAGES.postNotFound);
    return post;
  }

  /** After a write: this instance and every other forget the posts they keep and the blog's rendered pages. */
  private changed(): void {
    this.changes.changed('blog');
  }

  private forgetKept(): void {
    this.visible.clear();
    this.shelf.clear();
    this.readNext.clear();
  }

  private storeImage(base64: string): Promise<string> {
    return this.images.storeBlogImage(this.images.decodeBase64(base64, IMAGE_MESSAGES), IMAGE_MESSAGES);
  }

  /** `blog_post.update` for a change of anything but the published flag, and `blog_post.publish` / `unpublish` when it flips. */
  private async recordEdit(admin: User, post: LockedBlogPost, changes: Partial<BlogPostValues>, tx: EntityManager): Promise<void> {
    const target = { targetType: 'blog_post' as const, targetId: post.id, targetLabel: changes.title ?? post.title };
    const changed = Object.keys(changes).filter((c) => c !== 'is_published');
    if (changed.length) await this.audit.record(admin, { action: 'blog_post.update', ...target, details: { slug: post.slug, changed } }, tx);
    if (changes.is_published !== undefined) {
      await this.audit.record(admin, { action: changes.is_published ? 'blog_post.publish' : 'blog_post.unpublish', ...target, details: { slug: post.slug } }, tx);
    }
  }
}

/** The values that differ from the post as it is (undefined ones are left as they are; NOW always writes). */
function changesFrom(current: LockedBlogPost, next: Partial<BlogPostValues>): Partial<BlogPostValues> {
  const changes: Partial<BlogPostValues> = {};
  for (const [column, value] of Object.entries(next) as Array<[keyof BlogPostValues, BlogPostValues[keyof BlogPostValues] | undefined]>) {
    if (value === undefined) continue;
    const old = current[column];
    const same = value instanceof Date && old instanceof Date ? value.getTime() === old.getTime() : value === old;
    if (!same) Object.assign(changes, { [column]: value });
  }
  return changes;
}
