import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { sanitizeHtml } from '../../common/html/sanitize-html';
import { ForumReply } from '../../modules/forum/entities/forum-reply.entity';
import { ForumReport } from '../../modules/forum/entities/forum-report.entity';
import { ForumThread } from '../../modules/forum/entities/forum-thread.entity';
import { User } from '../../modules/users/entities/user.entity';
import { PasswordService } from '../../modules/users/password.service';
import { UsersService } from '../../modules/users/users.service';
import { DEMO_FORUM_MEMBERS, DEMO_THREADS, DemoMember } from './demo-forum.content';
import { DEMO_ACCOUNTS } from './demo-seed.service';

const HOUR_MS = 3_600_000;
/** How long before their first demo post a demo member joined. */
const MEMBER_BEFORE_FIRST_POST_DAYS = 14;

/**
 * The demo forum for `npm start` in development (after the demo accounts): a few threads and
 * replies in every category, all approved and by members who joined before they posted, and one
 * pending report. The members who only post get accounts with a random password nobody knows.
 * Runs only on a database with no thread, never in production.
 */
@Injectable()
export class DemoForumSeed {
  private readonly logger = new Logger('DemoData');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly clock: Clock,
  ) {}

  /** Returns the number of threads created (0 when the forum has threads already). */
  async run(): Promise<number> {
    if (await this.dataSource.getRepository(ForumThread).exists()) return 0;
    const members = await this.members();
    if (!members) return 0;
    const now = this.clock.now().getTime();

    await this.dataSource.transaction(async (tx) => {
      for (const demo of DEMO_THREADS) {
        const created = new Date(now - demo.daysAgo * 24 * HOUR_MS);
        const replies = demo.replies.map((r) => ({ ...r, at: new Date(created.getTime() + r.after * HOUR_MS) }));
        const thread = await tx.getRepository(ForumThread).save(
          tx.getRepository(ForumThread).create({
            category: demo.category,
            title: demo.title,
            content: sanitizeHtml(demo.html),
            authorId: members[demo.author].id,
            // Shown: every demo post was approved long ago.
            held: null,
            isPinned: demo.pinned ?? false,
            isLocked: demo.locked ?? false,
            viewCount: demo.views,
            createdAt: created,
            lastActivityAt: replies.length ? replies[replies.length - 1].at : created,
          }),
        );
        for (const reply of replies) {
          const saved = await tx.getRepository(ForumReply).save(
            tx.getRepository(ForumReply).create({ threadId: thread.id, content: sanitizeHtml(reply.html), authorId: members[reply.author].id, held: null, createdAt: reply.at }),
          );
          if (reply.reportedBy) {
            await tx.getRepository(ForumReport).insert({
              contentType: 'reply',
              threadId: thread.id,
              replyId: saved.id,
              reason: reply.reportedBy.reason,
              reporterId: members[reply.reportedBy.member].id,
              createdAt: new Date(reply.at.getTime() + 2 * HOUR_MS),
            });
          }
        }
      }
      // Every member joined a while before their first post, so none of them is a new account that waits for approval.
      await tx.query(
        `UPDATE users u SET created_at = LEAST(u.created_at, p.first - make_interval(days => $2))
           FROM (SELECT author_id, min(created_at) AS first FROM (
                   SELECT author_id, created_at FROM forum_threads UNION ALL SELECT author_id, created_at FROM forum_replies) posts
                 GROUP BY author_id) p
          WHERE u.id = p.author_id AND u.id = ANY($1::uuid[])`,
        [Object.values(members).map((m) => m.id), MEMBER_BEFORE_FIRST_POST_DAYS],
      );
    });
    this.logger.log(`Created ${DEMO_THREADS.length} demo forum threads`);
    return DEMO_THREADS.length;
  }

  /**
   * The account of every demo member: the demo admin and user must exist (DemoSeedService runs
   * first; null when they do not), the members who only post are created when missing.
   */
  private async members(): Promise<Record<DemoMember, User> | null> {
    const accounts = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));
    const members: Partial<Record<DemoMember, User>> = {};
    for (const [member, email] of Object.entries(DEMO_FORUM_MEMBERS) as Array<[DemoMember, string]>) {
      const found = await this.users.findByEmail(email);
      if (!found && accounts.has(email)) return null;
      members[member] =
        found ?? (await this.users.create(email, await this.passwords.hash(randomBytes(24).toString('base64url')), { acceptsTerms: true }));
    }
    return members as Record<DemoMember, User>;
  }
}
