import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { type Observable, tap } from 'rxjs';
import { PageRendererService } from './page-renderer.service';
import type { PageSection } from '../../common/cache/content-changes';

/**
 * The API's writes that change what a public page shows, besides a profile's and a blog post's (ProfilesService
 * and BlogService tell the page cache themselves, with the reads they keep), and the pages they change: the
 * forum's (threads, replies, moderation, reports that hide a post), and every page for an account or user deleted
 * with its posts. Matched by address, so a new write route under them is covered without a call.
 */
const CHANGES_PAGES: ReadonlyArray<readonly [RegExp, PageSection | 'all']> = [
  [/^\/api\/forum\//, 'forum'],
  [/^\/api\/admin\/forum\//, 'forum'],
  [/^\/api\/user\/account$/, 'all'],
  [/^\/api\/admin\/users\//, 'all'],
];

/**
 * Forum writes that change only the reader's own state, which no page shows a visitor: following a thread, the
 * read mark (sent at every thread a member opens) and the e-mail unsubscribe. They keep the forum's pages.
 */
const READERS_OWN = /^\/api\/forum\/(threads\/[^/]+\/(follow|read)|unsubscribe)$/;

/** A write that succeeded under one of those addresses: every instance forgets the rendered pages it changed (and their statuses). */
@Injectable()
export class PageChangesInterceptor implements NestInterceptor {
  constructor(private readonly pages: PageRendererService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request | undefined>();
    const writes = request && !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !READERS_OWN.test(request.path);
    const changed = writes ? CHANGES_PAGES.find(([address]) => address.test(request.path))?.[1] : undefined;
    if (!changed) return next.handle();
    return next.handle().pipe(tap(() => this.pages.contentChanged(changed === 'all' ? undefined : changed)));
  }
}
