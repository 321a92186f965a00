import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { BlogModule } from '../blog/blog.module';
import { ForumModule } from '../forum/forum.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { PageChangesInterceptor } from './page-changes.interceptor';
import { PageRendererService } from './page-renderer.service';
import { PageStatusService } from './page-status.service';

/** The site's pages as the server answers them: their status codes, robots headers and server rendering (bootstrap's serveFrontend). */
@Module({
  imports: [ProfilesModule, BlogModule, ForumModule, DiscoveryModule],
  providers: [PageStatusService, PageRendererService, { provide: APP_INTERCEPTOR, useClass: PageChangesInterceptor }],
  exports: [PageStatusService, PageRendererService],
})
export class PagesModule {}
