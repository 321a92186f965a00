import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { cleanPostContent } from '../blog/blog-content';
import { BlogPost } from '../blog/entities/blog-post.entity';
import { SITE_GUIDES, type SiteGuide } from './site-guides.content';

/** Guides installed together are published this far apart, so /blog lists them in their order. */
const GUIDE_SPACING_MS = 60_000;

/**
 * A guide's row as the API would store it (cleanPostContent: clean content, words and read time counted from
 * it), published at `publishedAt`. Written by the site itself: no author account (`created_by` null), the
 * team's name as byline.
 */
export function siteGuidePost(guide: SiteGuide, publishedAt: Date): Partial<BlogPost> {
  const { content, word_count: wordCount, read_time: readTime } = cleanPostContent(guide.content);
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
    publishedDate: publishedAt,
    imageKey: null,
    createdBy: null,
    createdAt: publishedAt,
  };
}

/**
 * Installs the site's own guides (site-guides.content.ts) in every environment, at every start (main.ts).
 * Each guide version is installed once, remembered in `site_content_installs`: a guide an admin edited or
 * deleted afterwards is never overwritten or recreated, and a post that already has the slug (the admin's own,
 * or an earlier install) is left as it is. Instances starting together install each guide once (the install
 * row is claimed first, inside the guide's transaction).
 */
@Injectable()
export class SiteGuidesInstaller {
  private readonly logger = new Logger('SiteContent');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Returns the slugs of the guides published by this run (empty when every version was installed before). */
  async run(): Promise<string[]> {
    const now = this.clock.now().getTime();
    const published: string[] = [];
    for (const [index, guide] of SITE_GUIDES.entries()) {
      const publishedAt = new Date(now - index * GUIDE_SPACING_MS);
      const done = await this.dataSource.transaction(async (manager) => {
        const claimed: unknown[] = await manager.query(
          `INSERT INTO site_content_installs (slug, version, installed) VALUES ($1, $2, false)
           ON CONFLICT DO NOTHING RETURNING slug`,
          [guide.slug, guide.version],
        );
        if (claimed.length === 0) return false;
        const inserted = await manager
          .createQueryBuilder()
          .insert()
          .into(BlogPost)
          .values(siteGuidePost(guide, publishedAt))
          .orIgnore()
          .returning('id')
          .execute();
        if ((inserted.raw as unknown[]).length === 0) return false;
        await manager.query(`UPDATE site_content_installs SET installed = true WHERE slug = $1 AND version = $2`, [
          guide.slug,
          guide.version,
        ]);
        return true;
      });
      if (done) published.push(guide.slug);
    }
    if (published.length) this.logger.log(`Published ${published.length} of the site's guides: ${published.join(', ')}`);
    return published;
  }
}
