import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { AppConfig } from '../../config/app-config';
import { robotsTxt } from './robots';
import { SITEMAP_CHILD_ROUTE, SITEMAP_INDEX_PATH, SitemapService } from './sitemap.service';

/** Where robots.txt is served: at the site's root, where crawlers look for it. */
export const ROBOTS_PATH = 'robots.txt';

/** The crawlers' files, served at the site's root (outside the /api prefix). */
export const SEO_ROOT_PATHS = [ROBOTS_PATH, SITEMAP_INDEX_PATH, SITEMAP_CHILD_ROUTE] as const;

/**
 * robots.txt and the sitemaps. They are files for crawlers, not part of the JSON API the site's
 * client is typed from, so they stay out of the OpenAPI document (docs/operations.md describes them).
 */
@ApiExcludeController()
@Controller()
export class SeoController {
  private readonly robots: string;
  private readonly cacheControl: string;

  constructor(
    private readonly sitemaps: SitemapService,
    config: AppConfig,
  ) {
    this.robots = robotsTxt(config.siteUrl, SITEMAP_INDEX_PATH);
    this.cacheControl = `public, max-age=${config.sitemapCacheSeconds}`;
  }

  @Get(ROBOTS_PATH)
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robotsTxt(): string {
    return this.robots;
  }

  @Get(SITEMAP_INDEX_PATH)
  @Public()
  async index(@Res({ passthrough: true }) res: Response): Promise<string> {
    return this.xml(res, await this.sitemaps.index());
  }

  @Get(SITEMAP_CHILD_ROUTE)
  @Public()
  async child(@Param('file') file: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.xml(res, await this.sitemaps.child(file));
  }

  /** A built sitemap's headers, set once it is built (a 404 keeps the error's own JSON headers). */
  private xml(res: Response, document: string): string {
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', this.cacheControl);
    return document;
  }
}
