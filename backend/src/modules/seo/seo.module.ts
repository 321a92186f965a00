import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller';
import { SitemapLimits, SitemapService } from './sitemap.service';

/** What search engines read: robots.txt and the sitemaps of the public pages and records. */
@Module({
  controllers: [SeoController],
  providers: [SitemapLimits, SitemapService],
})
export class SeoModule {}
