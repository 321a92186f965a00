import { Injectable, Logger } from '@nestjs/common';
import { isUuid } from '../../common/ids';
import { matchSitePage, type PageRecord } from '../../shared/routes';
import { BlogService } from '../blog/blog.service';
import { FORUM_CATEGORY_SLUGS } from '../forum/forum.enums';
import { ForumRepository } from '../forum/forum.repository';
import { ProfilesService } from '../profiles/profiles.service';
import { stateBySlug } from '../states/states.data';

/**
 * How the server answers a request for one of the site's pages (the page itself is always the app's index.html).
 * `render`: the page is the same for every visitor, so the server renders it (public pages, the not-found page
 * and the unlisted pages marked `rendered`); an account's or the admin's pages are the browser's to render.
 */
export type PageAnswer = { status: 200 | 404; noindex: boolean; render: boolean } | { status: 302; location: string };

/** An address the app does not have, or a record the public cannot see: the app shows its not-found page. */
const NOT_FOUND: PageAnswer = { status: 404, noindex: true, render: true };
/** Where the app sends the page of a state it does not know. */
const UNKNOWN_STATE: PageAnswer = { status: 302, location: '/browse' };

/**
 * The status of a page request, decided from the site's page table before the client-rendered app loads:
 * 404 for an unknown address or a record the public does not see, a redirect for an unknown state,
 * `noindex` for every page that is not public. A record is checked with one indexed query, by the same
 * visibility rule its public API read uses (a profile or a blog post by that read itself, kept for the render that
 * follows).
 *
 * A page load carries no token, so the answer is the anonymous visitor's: an admin opening a blog draft
 * or a held forum thread by its address gets a 404 status (the app, signed in, still shows it; admins
 * reach drafts through the /admin/blogs preview and held posts through the moderation pages).
 */
@Injectable()
export class PageStatusService {
  private readonly logger = new Logger('PageStatus');

  constructor(
    private readonly profiles: ProfilesService,
    private readonly blog: BlogService,
    private readonly forum: ForumRepository,
  ) {}

  async answer(pathname: string): Promise<PageAnswer> {
    const match = matchSitePage(pathname);
    if (!match) return NOT_FOUND;
    const { page, param } = match;
    if (page.record && !(await this.isShown(page.record, param ?? ''))) return page.record === 'state' ? UNKNOWN_STATE : NOT_FOUND;
    return { status: 200, noindex: page.access !== 'public', render: page.access === 'public' || page.rendered === true };
  }

  /** Whether the record a page's parameter names is one the public sees. */
  private async isShown(record: PageRecord, value: string): Promise<boolean> {
    switch (record) {
      case 'profile':
        // The profile's public detail, kept by ProfilesService (a malformed id is refused there without a read):
        // the render's read of it next is then free.
        return this.found(() => this.profiles.isPublic(value));
      case 'forum-thread':
        // The app opens a thread its author deleted, or one hidden after reports, as a placeholder
        // without its words: nothing there for the public, so not found. The thread as the public reads it, kept
        // by ForumRepository: the render's reads of it next (the thread, its replies' count) are then free.
        return isUuid(value) && this.found(() => this.forum.isPublicThread(value));
      case 'blog-post':
        // The post as the public reads it, kept by BlogService: the render's reads of it next are then free.
        return this.found(() => this.blog.isPublic(value));
      case 'forum-category':
        return (FORUM_CATEGORY_SLUGS as readonly string[]).includes(value);
      case 'state':
        // The app finds a state by its slug in any case, but untrimmed.
        return stateBySlug(value)?.slug === value.toLowerCase();
    }
  }

  /**
   * Whether the check finds the record. A database error (a timeout included) counts as found: the app still
   * works and shows what the API answers, and a page never answers 500.
   */
  private async found(check: () => Promise<boolean>): Promise<boolean> {
    try {
      return await check();
    } catch (error) {
      this.logger.error({ err: error }, 'Could not check a page record; answering 200');
      return true;
    }
  }
}
