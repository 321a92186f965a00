/**
 * Every query key of the app. Each group starts with its own first part, so one
 * `invalidateQueries({ queryKey: queryKeys.<group>.all })` marks the whole group stale
 * (after a change, the lists of that group are read again).
 */
export const queryKeys = {
  /** The public directory: what visitors see. */
  directory: {
    all: ['directory'] as const,
    /** `params` is the query string sent, so every search has its own entry. */
    search: (params: string) => ['directory', 'search', params] as const,
    newest: (limit: number) => ['directory', 'newest', limit] as const,
    withVideo: (limit: number) => ['directory', 'with-video', limit] as const,
    inState: (code: string, limit: number) => ['directory', 'state', code, limit] as const,
    stats: (code: string) => ['directory', 'stats', code] as const,
    profile: (id: string) => ['directory', 'profile', id] as const,
    /** /birthdays: `params` is the query string sent (state, gender, page). */
    birthdays: (params: string) => ['directory', 'birthdays', params] as const,
  },
  /** Reference data of the 50 states. */
  states: {
    all: ['states'] as const,
    one: (slugOrCode: string) => ['states', slugOrCode] as const,
  },
  /** The public forum: categories, thread lists, one thread and its replies. */
  forum: {
    all: ['forum'] as const,
    categories: ['forum', 'categories'] as const,
    /** Every list of threads (the home's recent ones, each category's pages). */
    threadLists: ['forum', 'threads'] as const,
    threadList: (category: string | null, page: number, limit: number) =>
      ['forum', 'threads', category ?? 'all', page, limit] as const,
    /** One thread; read apart from the lists, since each read counts a view. */
    thread: (id: string) => ['forum', 'thread', id] as const,
    replies: (threadId: string) => ['forum', 'replies', threadId] as const,
    repliesPage: (threadId: string, page: number) => ['forum', 'replies', threadId, page] as const,
    /** Search results, one entry per query and page. */
    searchResults: ['forum', 'search'] as const,
    search: (q: string, page: number) => ['forum', 'search', q, page] as const,
  },
  /** The public blog: pages of posts, one post, its related posts. */
  blog: {
    all: ['blog'] as const,
    lists: ['blog', 'posts'] as const,
    list: (page: number, limit: number) => ['blog', 'posts', page, limit] as const,
    post: (slug: string) => ['blog', 'post', slug] as const,
    related: (slug: string, limit: number) => ['blog', 'related', slug, limit] as const,
  },
  paymentConfig: ['payment-config'] as const,
  /** `GET /site`: the contact details and social links (the server also puts them into every page). */
  siteContact: ['site-contact'] as const,
  /** The signed-in user's own records. */
  account: {
    all: ['account'] as const,
    /** `GET /auth/me` (My Account). */
    me: ['account', 'me'] as const,
    /** `GET /user/profile` (Account Settings). */
    settings: ['account', 'settings'] as const,
    /** My Account's pages of profiles. */
    profiles: ['account', 'profiles'] as const,
    profilesPage: (page: number) => ['account', 'profiles', 'page', page] as const,
    /** One profile on the owner's edit or preview screen (not one of the lists). */
    profile: (id: string) => ['account', 'profile', id] as const,
    notifications: ['account', 'notifications'] as const,
    /** `GET /profiles/{id}/returned-mail`: whether this account reported a letter to the profile came back. */
    returnedMail: (profileId: string) => ['account', 'returned-mail', profileId] as const,
    /** `GET /auth/two-factor` (on or off, recovery codes left, required of this account). */
    twoFactor: ['account', 'two-factor'] as const,
    /** My pen pals (`GET /user/pen-pals`), the saved profile ids the Save buttons read, and one pen pal's letter log. */
    penPals: ['account', 'pen-pals'] as const,
    penPalIds: ['account', 'pen-pal-ids'] as const,
    letters: (penPalId: string) => ['account', 'pen-pal-letters', penPalId] as const,
    /** `GET /user/saved-searches`: the writer's saved searches. */
    savedSearches: ['account', 'saved-searches'] as const,
  },
  admin: {
    all: ['admin'] as const,
    summary: ['admin', 'summary'] as const,
    lists: ['admin', 'lists'] as const,
    list: (name: string, page: number, q: string) => ['admin', 'lists', name, page, q] as const,
    profile: (id: string) => ['admin', 'profile', id] as const,
    /** A profile's locator checks (under its profile, so a change to the profile reads them again). */
    checks: (id: string) => ['admin', 'profile', id, 'checks'] as const,
    auditLogs: ['admin', 'audit-log'] as const,
    auditLog: (page: number) => ['admin', 'audit-log', page] as const,
    promoCodes: ['admin', 'promo-codes'] as const,
  },
  /** The admin's forum screens: Forum Moderation's queue and threads, Reported Content's reports, a post's versions. */
  forumAdmin: {
    all: ['forum-admin'] as const,
    threads: ['forum-admin', 'threads'] as const,
    reports: ['forum-admin', 'reports'] as const,
    /** The held posts waiting for review. */
    queue: ['forum-admin', 'queue'] as const,
    revisions: (contentType: string, contentId: string) => ['forum-admin', 'revisions', contentType, contentId] as const,
  },
  /** Blog Management: the pages of every post (drafts too), one whole post, the AI drafting status. */
  blogAdmin: {
    all: ['blog-admin'] as const,
    lists: ['blog-admin', 'posts'] as const,
    list: (page: number) => ['blog-admin', 'posts', page] as const,
    post: (slug: string) => ['blog-admin', 'post', slug] as const,
    drafting: ['blog-admin', 'drafting'] as const,
  },
};

/**
 * Every list that shows profiles: the owner's (My Account), the admin's with its counts, and
 * the public directory. A profile that is created, changed, paid for or deleted may be in any.
 */
export const PROFILE_LISTS = [
  queryKeys.account.profiles,
  queryKeys.admin.lists,
  queryKeys.admin.summary,
  queryKeys.directory.all,
] as const;
