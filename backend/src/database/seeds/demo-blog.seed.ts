import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { cleanPostContent } from '../../modules/blog/blog-content';
import { BlogPost } from '../../modules/blog/entities/blog-post.entity';
import { DEMO_BLOG_GUIDES, DemoBlogGuide } from './demo-blog.content';

const DAY_MS = 86_400_000;

/** The row of a guide as the API would store it (cleanPostContent): clean content, words and read time counted from it. */
export function demoBlogPost(guide: DemoBlogGuide, now: Date): Partial<BlogPost> {
  const { content, word_count: wordCount, read_time: readTime } = cleanPostContent(guide.content);
  const publishedDate = new Date(now.getTime() - guide.daysAgo * DAY_MS);
  return {
    slug: guide.slug,
    title: guide.title,
    excerpt: guide.excerpt,
    content,
    category: guide.category,
    keywords: guide.keywords,
    author: guide.author,
    wordCount,
    readTime,
    isPublished: true,
    publishedDate,
    imageKey: null,
    createdBy: null,
    createdAt: publishedDate,
  };
}

/**
 * The demo blog for `npm start` in development: six published guides, dated over the last two months.
 * Runs only on a database with no blog post (draft or published), never in production.
 */
@Injectable()
export class DemoBlogSeed {
  private readonly logger = new Logger('DemoData');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Returns the number of guides created (0 when the blog has posts already). */
  async run(): Promise<number> {
    const posts = this.dataSource.getRepository(BlogPost);
    if (await posts.exists()) return 0;
    const now = this.clock.now();
    await posts.insert(DEMO_BLOG_GUIDES.map((guide) => demoBlogPost(guide, now)));
    this.logger.log(`Created ${DEMO_BLOG_GUIDES.length} demo blog guides`);
    return DEMO_BLOG_GUIDES.length;
  }
}
