import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, QueryRunner } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { DIGEST_HOUR_UTC, DIGEST_MAX_PROFILES } from '../../shared/rules';
import { NOTICE_SAFETY_LINES } from '../../shared/text';
import { Mailer, MailMessage } from '../mail/mailer';
import { MetricsService } from '../metrics/metrics.service';
import { ageOn } from '../profiles/age';
import { ProfilesService } from '../profiles/profiles.service';
import { stateByCode } from '../states/states.data';
import { DigestUnsubscribeTokens } from './digest-unsubscribe-token';
import { DigestReportDto } from './dto/saved-search.dto';
import { filtersKey, filtersQueryString, SavedSearchFilters } from './saved-search-filters';

/** Arbitrary but fixed: the advisory-lock key of this job across every app instance (the lifecycle job's is 7_210_001). */
const LOCK_KEY = 7_210_027;
/**
 * The window ends this long before the run, and further back by the age of the oldest transaction still open:
 * a profile stamped `date_added` in a transaction that commits during (or after) the run falls in the next
 * window, never between two.
 */
const CUTOFF_LAG_MS = 5_000;
/** Writers read and sent this many at a time (memory stays flat however many there are). */
const WRITER_BATCH = 500;
/** E-mails under way at once (one mail server connection each). */
const EMAIL_CONCURRENCY = 4;

export const DIGEST_SUBJECT = 'New pen pals for your saved searches';

interface DueWriter {
  user_id: string;
  email: string;
  /** The last digest before this run (text: given back as it was when a send fails). */
  previous_on: string | null;
  previous_at: string | null;
}

interface SearchRow {
  id: string;
  user_id: string;
  name: string;
  filters: SavedSearchFilters;
  /** As text: PostgreSQL keeps microseconds, a JavaScript date would not. */
  notified_through: string;
}

interface MatchRow {
  id: string;
  name: string;
  birthdate: string;
  mailing_state: string;
  total: number;
}

interface Matches {
  profiles: MatchRow[];
  total: number;
}

interface Section {
  search: SearchRow;
  matches: Matches;
}

/**
 * The daily digest of saved searches (docs/writer-tools.md section 3): hourly from DIGEST_HOUR_UTC, every
 * writer with an unpaused search and no digest yet that UTC day gets one e-mail listing the profiles that
 * became public in each search's window (`notified_through`, cutoff] and match its filters, as browse's own
 * query decides (ProfilesService.browseWhere). None when nothing is new. A writer is claimed on
 * `writer_digests` before the send, so two instances (or two runs) never both send, even without the
 * advisory lock, which keeps a second instance from doing the work at all.
 */
@Injectable()
export class SavedSearchDigestJob {
  private readonly logger = new Logger('SavedSearchDigest');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly metrics: MetricsService,
    private readonly tokens: DigestUnsubscribeTokens,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async runScheduled(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    const now = this.clock.now();
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return;
    await this.run(now).catch((error: unknown) => this.logger.error({ err: error }, 'Saved-search digest job failed'));
  }

  /** One run at any hour (the admin call, tests), recorded in the job metrics like the lifecycle job. */
  run(now: Date = this.clock.now()): Promise<DigestReportDto> {
    return this.metrics.trackJob(
      'saved_search_digest',
      () => this.runOnce(now),
      (report) => (!report.ran ? 'skipped' : report.failed > 0 ? 'partial' : 'success'),
    );
  }

  private async runOnce(now: Date): Promise<DigestReportDto> {
    const report: DigestReportDto = { ran: false, writers: 0, emails_sent: 0, profiles_listed: 0, failed: 0 };
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY])) as Array<{ locked: boolean }>;
      if (!locked) {
        this.logger.log('Another instance is running the saved-search digest: skipped');
        return report;
      }
      try {
        report.ran = true;
        const today = now.toISOString().slice(0, 10);
        const cutoff = new Date(now.getTime() - CUTOFF_LAG_MS - (await this.oldestTransactionMs(runner))).toISOString();
        // Identical filters over the same window are matched once in the run (after the first run, every
        // search's window starts at the last cutoff, so this is once per distinct filter set).
        const matched = new Map<string, Promise<Matches>>();
        for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
          const writers = await this.dueWriters(after, today);
          if (!writers.length) break;
          after = writers[writers.length - 1].user_id;
          report.writers += writers.length;
          await this.digestBatch(writers, today, now, cutoff, matched, report);
        }
        this.logger.log({ ...report, at: now.toISOString() }, 'Saved-search digest done');
        return report;
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /** How long the oldest transaction open on this database (but this session's) has been running, in ms. */
  private async oldestTransactionMs(runner: QueryRunner): Promise<number> {
    const [{ ms }] = (await runner.query(
      `SELECT COALESCE(EXTRACT(EPOCH FROM max(clock_timestamp() - xact_start)) * 1000, 0)::float AS ms
         FROM pg_stat_activity WHERE xact_start IS NOT NULL AND pid <> pg_backend_pid() AND datname = current_database()`,
    )) as Array<{ ms: number }>;
    return Math.max(0, ms);
  }

  /** The next writers by id with an unpaused search and no digest today. */
  private dueWriters(after: string, today: string): Promise<DueWriter[]> {
    return this.dataSource.query<DueWriter[]>(
      `SELECT w.user_id, u.email::text AS email, d.sent_on::text AS previous_on, d.sent_at::text AS previous_at
         FROM (SELECT DISTINCT s.user_id FROM saved_searches s
                WHERE NOT s.paused AND s.user_id > $1
                  AND NOT EXISTS (SELECT 1 FROM writer_digests d WHERE d.user_id = s.user_id AND d.sent_on >= $2::date)
                ORDER BY s.user_id LIMIT $3) w
         JOIN users u ON u.id = w.user_id
         LEFT JOIN writer_digests d ON d.user_id = w.user_id
        ORDER BY w.user_id`,
      [after, today, WRITER_BATCH],
    );
  }

  /**
   * One batch of writers: their searches matched, the writers with something new claimed for today in one
   * statement, their e-mails sent (EMAIL_CONCURRENCY at a time), then the windows of every search whose writer
   * was sent a digest or had nothing new moved to the cutoff in one statement. A writer another instance
   * claimed keeps its windows (that instance moves them); one whose send failed gets its claim back and keeps
   * them too, so the next run tries again.
   */
  private async digestBatch(writers: DueWriter[], today: string, now: Date, cutoff: string, matched: Map<string, Promise<Matches>>, report: DigestReportDto) {
    const searches = await this.dataSource.query<SearchRow[]>(
      `SELECT id, user_id, name, filters, notified_through::text AS notified_through FROM saved_searches
        WHERE user_id = ANY($1::uuid[]) AND NOT paused AND notified_through < $2::timestamptz
        ORDER BY user_id, created_at, id`,
      [writers.map((w) => w.user_id), cutoff],
    );
    const sections = await Promise.all(
      searches.map(async (search) => {
        const key = `${filtersKey(search.filters)}|${search.notified_through}`;
        let matches = matched.get(key);
        if (!matches) {
          matches = this.match(search.filters, search.notified_through, cutoff);
          matched.set(key, matches);
        }
        return { search, matches: await matches };
      }),
    );
    const byWriter = new Map<string, Section[]>();
    for (const section of sections) byWriter.set(section.search.user_id, [...(byWriter.get(section.search.user_id) ?? []), section]);

    const withNews = writers.filter((w) => byWriter.get(w.user_id)?.some((s) => s.matches.total > 0));
    const claimed = await this.claim(withNews.map((w) => w.user_id), today, now);
    const done = new Set(writers.filter((w) => byWriter.has(w.user_id) && !withNews.includes(w)).map((w) => w.user_id));
    const queue = withNews.filter((w) => claimed.has(w.user_id));
    const worker = async () => {
      for (let writer = queue.shift(); writer; writer = queue.shift()) {
        const { message, listed } = this.digestEmail(writer, byWriter.get(writer.user_id)!, now);
        try {
          await this.mailer.send(message);
          report.emails_sent += 1;
          report.profiles_listed += listed;
          done.add(writer.user_id);
        } catch (error) {
          report.failed += 1;
          this.logger.error({ err: error, user_id: writer.user_id }, 'Saved-search digest not sent to one writer; the next run tries again');
          await this.giveBack(writer, today);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(EMAIL_CONCURRENCY, queue.length) }, worker));

    // Sent, or nothing new: the next window starts at this cutoff.
    await this.dataSource.query(`UPDATE saved_searches SET notified_through = $2::timestamptz WHERE id = ANY($1::uuid[]) AND notified_through < $2::timestamptz`, [
      searches.filter((s) => done.has(s.user_id)).map((s) => s.id),
      cutoff,
    ]);
  }

  /** Profiles that became public in (from, cutoff] and match the filters (browse's own conditions): the newest DIGEST_MAX_PROFILES and how many in all. */
  private async match(filters: SavedSearchFilters, from: string, cutoff: string): Promise<Matches> {
    const params: unknown[] = [];
    const where = this.profiles.browseWhere(filters, params);
    const n = params.length;
    const rows = await this.dataSource.query<MatchRow[]>(
      `SELECT p.id, p.name, p.birthdate::text AS birthdate, p.mailing_state, count(*) OVER ()::int AS total
         FROM profiles p
        WHERE ${where} AND p.date_added > $${n + 1}::timestamptz AND p.date_added <= $${n + 2}::timestamptz
        ORDER BY p.date_added DESC, p.id
        LIMIT $${n + 3}`,
      [...params, from, cutoff, DIGEST_MAX_PROFILES],
    );
    return { profiles: rows, total: rows[0]?.total ?? 0 };
  }

  /** Today's digest for these writers, but those another instance or run already has: the writers this run may send to. */
  private async claim(userIds: string[], today: string, now: Date): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    const claimed = await this.dataSource.query<Array<{ user_id: string }>>(
      `INSERT INTO writer_digests (user_id, sent_on, sent_at) SELECT unnest($1::uuid[]), $2::date, $3
       ON CONFLICT (user_id) DO UPDATE SET sent_on = EXCLUDED.sent_on, sent_at = EXCLUDED.sent_at WHERE writer_digests.sent_on < EXCLUDED.sent_on
       RETURNING user_id`,
      [userIds, today, now],
    );
    return new Set(claimed.map((c) => c.user_id));
  }

  /** A send that failed gives its claim back, so the next run tries again. */
  private async giveBack(writer: DueWriter, today: string): Promise<void> {
    const undo =
      writer.previous_on === null
        ? this.dataSource.query('DELETE FROM writer_digests WHERE user_id = $1 AND sent_on = $2::date', [writer.user_id, today])
        : this.dataSource.query('UPDATE writer_digests SET sent_on = $3::date, sent_at = $4::timestamptz WHERE user_id = $1 AND sent_on = $2::date', [
            writer.user_id,
            today,
            writer.previous_on,
            writer.previous_at,
          ]);
    await undo.catch((error: unknown) => this.logger.error({ err: error, user_id: writer.user_id }, 'Digest claim not given back'));
  }

  /** Plain text: per search its name, then its new profiles (DIGEST_MAX_PROFILES in all) and a link to the rest. */
  private digestEmail(writer: DueWriter, sections: Section[], now: Date): { message: MailMessage; listed: number } {
    const site = this.config.siteUrl;
    const token = this.tokens.sign(writer.user_id);
    let room = DIGEST_MAX_PROFILES;
    const lines = ['New profiles match your saved searches:'];
    for (const { search, matches } of sections) {
      if (matches.total === 0) continue;
      const shown = matches.profiles.slice(0, room);
      room -= shown.length;
      lines.push('', `${search.name} (${matches.total} new)`);
      for (const p of shown) {
        const state = stateByCode(p.mailing_state)?.name ?? p.mailing_state;
        lines.push(`- ${p.name}, ${ageOn(p.birthdate, now)}, ${state}: ${site}/profile/${p.id}`);
      }
      const more = matches.total - shown.length;
      if (more > 0) {
        const query = filtersQueryString(search.filters);
        lines.push(`${shown.length ? `and ${more} more` : `${more} new`}: ${site}/browse${query ? `?${query}` : ''}`);
      }
    }
    const text = [
      ...lines,
      '',
      'You get this e-mail because you saved these searches; we send at most one a day, and none when nothing is new.',
      `Rename, pause or delete your saved searches: ${site}/dashboard`,
      `Stop these e-mails (pauses all your saved searches): ${site}/alerts/unsubscribe?token=${token}`,
      '',
      // Not about money or an account: no reference to check, but the same safety words as those e-mails.
      ...NOTICE_SAFETY_LINES,
    ].join('\n');
    return {
      listed: DIGEST_MAX_PROFILES - room,
      message: {
        to: writer.email,
        subject: DIGEST_SUBJECT,
        text,
        headers: {
          'List-Unsubscribe': `<${site}/api/saved-searches/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
    };
  }
}
