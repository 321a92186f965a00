import { Module } from '@nestjs/common';
import { PageStatusService } from './page-status.service';

/** The site's pages as the server answers them: their status codes and robots headers (bootstrap's serveFrontend). */
@Module({ providers: [PageStatusService], exports: [PageStatusService] })
export class PagesModule {}
