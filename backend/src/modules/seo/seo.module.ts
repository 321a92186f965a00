import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { SeoController } from './seo.controller';
import { SitemapLimits, SitemapService } from './sitemap.service';

/** What search engines read: robots.txt and the sitemaps of the public pages and records. */
@Module({
  imports: [ProfilesModule],
  controllers: [SeoController],
  providers: [SitemapLimits, SitemapService],
})
export class SeoModule {}
