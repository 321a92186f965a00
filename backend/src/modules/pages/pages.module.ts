import { Module } from '@nestjs/common';
import { PageRendererService } from './page-renderer.service';
import { PageStatusService } from './page-status.service';

/** The site's pages as the server answers them: their status codes, robots headers and server rendering (bootstrap's serveFrontend). */
@Module({ providers: [PageStatusService, PageRendererService], exports: [PageStatusService, PageRendererService] })
export class PagesModule {}
