import { Injectable } from '@nestjs/common';
import { CacheBus } from './cache-bus.service';

/**
 * The parts of the site whose pages show only their own content, so a change to it leaves every other rendered
 * page (and every other kept read) as it was: the forum (its home, categories, threads and search) and the blog
 * (its list and posts).
 */
export const PAGE_SECTIONS = ['forum', 'blog'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/** What CacheBus calls a change to what the public pages show, other than a profile's: every page may show it. */
export const PAGES_TOPIC = 'pages';
/** What CacheBus calls a change to one section's pages alone (a forum post, a blog post). */
export const sectionTopic = (section: PageSection): string => `${PAGES_TOPIC}:${section}`;

/** Told of a change: to one section's content, or (undefined) to anything a page may show. */
export type ContentChangeListener = (section: PageSection | undefined) => void;

/**
 * A change to what the public pages show (besides a profile's, which ProfilesService announces): the rendered
 * pages and the reads kept for them (a forum thread's) are forgotten here at once and on every other instance
 * within milliseconds (CacheBus), by the same signal, so a page and the data it was rendered from never disagree.
 */
@Injectable()
export class ContentChanges {
  private readonly listeners: ContentChangeListener[] = [];

  constructor(private readonly bus: CacheBus) {
    bus.on(PAGES_TOPIC, () => this.tell(undefined));
    for (const section of PAGE_SECTIONS) bus.on(sectionTopic(section), () => this.tell(section));
  }

  /** Runs `listener` at every change, here or on another instance. */
  onChange(listener: ContentChangeListener): void {
    this.listeners.push(listener);
  }

  /** `section`'s content changed (or, with none, anything a page may show): here at once, then on every instance. */
  changed(section?: PageSection): void {
    this.tell(section);
    this.bus.publish(section ? sectionTopic(section) : PAGES_TOPIC);
  }

  private tell(section: PageSection | undefined): void {
    for (const listener of this.listeners) listener(section);
  }
}
