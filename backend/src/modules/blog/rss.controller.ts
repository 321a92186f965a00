import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { BlogService, RSS_ITEMS } from './blog.service';

/** Where the feed is served: at the site's root, outside the /api prefix (feed readers expect it there). */
export const RSS_PATH = 'rss.xml';

@ApiTags('blog')
@Controller()
export class RssController {
  constructor(private readonly blog: BlogService) {}

  @Get(RSS_PATH)
  @Public()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: `RSS 2.0 of the ${RSS_ITEMS} newest published posts (outside the /api prefix)` })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'The feed', content: { 'application/rss+xml': { schema: { type: 'string' } } } })
  feed(): Promise<string> {
    return this.blog.feed();
  }
}
