import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { type Observable, tap } from 'rxjs';
import { PageRendererService } from './page-renderer.service';

/**
 * The API's writes that change what a public page shows, besides a profile's (ProfilesService tells the page
 * cache itself): the forum (threads, replies, moderation, reports that hide a post), the blog, and an account or
 * user deleted with its posts. Matched by address, so a new write route under them is covered without a call.
 */
const CHANGES_PAGES = [/^\/api\/forum\//, /^\/api\/admin\/forum\//, /^\/api\/admin\/blog(\/|$)/, /^\/api\/user\/account$/, /^\/api\/admin\/users\//];

/** A write that succeeded under one of those addresses: every instance forgets its rendered pages (and their statuses). */
@Injectable()
export class PageChangesInterceptor implements NestInterceptor {
  constructor(private readonly pages: PageRendererService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request | undefined>();
    const writes = request && !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && CHANGES_PAGES.some((p) => p.test(request.path));
    return writes ? next.handle().pipe(tap(() => this.pages.contentChanged())) : next.handle();
  }
}
