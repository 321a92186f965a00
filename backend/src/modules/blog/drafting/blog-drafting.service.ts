import {
  BadGatewayException,
  GatewayTimeoutException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { lockWithinTransaction } from '../../../database/advisory-lock';
import { ErrorBody, statusText } from '../../../common/filters/error-body';
import { TooManyRequestsException } from '../../../common/filters/too-many-requests';
import { BLOG_GENERATIONS_PER_HOUR } from '../../../shared/rules';
import type { User } from '../../users/entities/user.entity';
import type { BlogDraftEvent, BlogGenerationOutcome } from '../blog.enums';
import { BLOG_MESSAGES } from '../blog.messages';
import type { BlogDraftingStatusDto, GeneratedBlogPostDto } from '../dto/blog-responses.dto';
import { BlogGeneration } from '../entities/blog-generation.entity';
import { DraftTopic, draftingPrompt, finishDraft, partialDraft } from './blog-draft-text';
import { LanguageModel, LanguageModelError } from './language-model';

/** How often the streaming call reports: progress, the growing draft, and keep-alive comments (ms). Tests shorten them. */
@Injectable()
export class DraftStreamTiming {
  heartbeatMs = 15_000;
  progressMs = 1_000;
  draftMs = 300;
}

/** Over the hourly limit: 429, and how many seconds until a place frees up (the Retry-After header). */
export class TooManyDraftsException extends TooManyRequestsException {
  constructor(retryAfterSeconds: number) {
    super(BLOG_MESSAGES.tooManyDrafts, retryAfterSeconds);
  }
}

/** The client went away before its draft was done (nginx's 499): nobody reads this answer. */
const CLIENT_CLOSED_REQUEST = 499;

/** The model answered, but with no text the blog can use. */
class LanguageModelEmpty extends Error {
  constructor() {
    super('The model answered with no text');
    this.name = 'LanguageModelEmpty';
  }
}

/** A drafting run that has been admitted and recorded as running. */
export interface DraftRun {
  id: string;
  topic: DraftTopic;
}

export type DraftEventSink = (event: BlogDraftEvent, data: unknown) => void;

/**
 * AI drafting for the blog: asks the language model for a post about the admin's title, keywords and
 * category, and turns its answer into the dialog's fields (safe HTML, excerpt, slug, word count, read
 * time). Each admin may start BLOG_GENERATIONS_PER_HOUR drafts in any rolling hour; every run is
 * recorded in blog_generations with how it ended (completed, failed, cancelled).
 */
/** Drafts an admin started in the last hour (running ones included): what the hourly limit counts. */
async function draftsThisHour(runner: Pick<EntityManager, 'query'>, adminId: string): Promise<number> {
  const [{ used }] = await runner.query<Array<{ used: number }>>(
    `SELECT count(*)::int AS used FROM blog_generations WHERE admin_id = $1 AND started_at > now() - interval '1 hour'`,
    [adminId],
  );
  return used;
}

@Injectable()
export class BlogDraftingService {
  private readonly logger = new Logger('BlogDrafting');

  constructor(
    @Inject(LanguageModel) private readonly model: LanguageModel | null,
    @InjectRepository(BlogGeneration) private readonly generations: Repository<BlogGeneration>,
    private readonly dataSource: DataSource,
    private readonly timing: DraftStreamTiming,
  ) {}

  async status(admin: User): Promise<BlogDraftingStatusDto> {
    const used = await draftsThisHour(this.dataSource, admin.id);
    return {
      available: !!this.model,
      detail: this.model ? null : BLOG_MESSAGES.draftingNotConfigured,
      model: this.model?.model ?? null,
      remaining_this_hour: Math.max(0, BLOG_GENERATIONS_PER_HOUR - used),
    };
  }

  /**
   * Admits a draft and records it as running: 503 when no model is configured, 429 over the hourly
   * limit. Counted under a per-admin lock, so two requests at once (on any instance) cannot both take
   * the last place.
   */
  async start(admin: User, topic: DraftTopic): Promise<DraftRun> {
    if (!this.model) throw new ServiceUnavailableException(BLOG_MESSAGES.draftingNotConfigured);
    const id = await this.dataSource.transaction(async (tx) => {
      await lockWithinTransaction(tx, 'blog_generation', admin.id);
      const used = await draftsThisHour(tx, admin.id);
      if (used >= BLOG_GENERATIONS_PER_HOUR) {
        // A place frees up when the run that puts this admin over the limit leaves the hour.
        const [{ seconds }] = await tx.query<Array<{ seconds: number }>>(
          `SELECT ceil(extract(epoch FROM started_at + interval '1 hour' - now()))::int AS seconds
             FROM blog_generations WHERE admin_id = $1 AND started_at > now() - interval '1 hour'
            ORDER BY started_at OFFSET $2 LIMIT 1`,
          [admin.id, used - BLOG_GENERATIONS_PER_HOUR],
        );
        throw new TooManyDraftsException(Math.max(1, seconds));
      }
      const [row] = await tx.query<Array<{ id: string }>>(
        `INSERT INTO blog_generations (admin_id, title, category) VALUES ($1, $2, $3) RETURNING id`,
        [admin.id, topic.title, topic.category],
      );
      return row.id;
    });
    return { id, topic };
  }

  /** The whole draft at once (the spec's call). Failures are HTTP errors: 502, 504, or 499 when cancelled. */
  async generate(run: DraftRun, signal: AbortSignal): Promise<GeneratedBlogPostDto> {
    try {
      const answer = await this.languageModel().complete(draftingPrompt(run.topic), signal);
      return await this.finish(run, answer);
    } catch (error) {
      throw await this.fail(run, error);
    }
  }

  /**
   * The draft as it is written, as events: `progress` at once and every progressMs, `draft` (the safe
   * HTML so far) at most every draftMs, then `done` with the finished draft or `error` with an error
   * body. Nothing is sent once the client is gone (`signal` aborted): the run is recorded cancelled.
   */
  async stream(run: DraftRun, signal: AbortSignal, send: DraftEventSink): Promise<void> {
    const startedAt = Date.now();
    let answer = '';
    let shown = '';
    let words = 0;
    let lastDraftAt = 0;
    let pendingDraft: NodeJS.Timeout | undefined;
    const progress = () => send('progress', { words, elapsed_ms: Date.now() - startedAt });
    const showDraft = () => {
      pendingDraft = undefined;
      if (answer === shown || signal.aborted) return;
      shown = answer;
      const { content, word_count } = partialDraft(answer);
      words = word_count;
      lastDraftAt = Date.now();
      send('draft', { content, words });
    };
    progress();
    const ticker = setInterval(progress, this.timing.progressMs);
    try {
      for await (const piece of this.languageModel().stream(draftingPrompt(run.topic), signal)) {
        answer += piece;
        const wait = lastDraftAt + this.timing.draftMs - Date.now();
        if (wait <= 0) showDraft();
        else pendingDraft ??= setTimeout(showDraft, wait);
      }
      clearTimeout(pendingDraft);
      send('done', await this.finish(run, answer));
    } catch (error) {
      const failure = await this.fail(run, error);
      if (!signal.aborted) send('error', this.errorBody(failure));
    } finally {
      clearInterval(ticker);
      clearTimeout(pendingDraft);
    }
  }

  private languageModel(): LanguageModel {
    // start() has refused the run when there is no model.
    if (!this.model) throw new ServiceUnavailableException(BLOG_MESSAGES.draftingNotConfigured);
    return this.model;
  }

  private async finish(run: DraftRun, answer: string): Promise<GeneratedBlogPostDto> {
    const draft = finishDraft(run.topic.title, answer);
    if (!draft) throw new LanguageModelEmpty();
    await this.record(run, 'completed', { wordCount: draft.word_count });
    return draft;
  }

  /** Records how the run failed and returns the HTTP error that tells the admin. */
  private async fail(run: DraftRun, error: unknown): Promise<HttpException> {
    if (error instanceof LanguageModelError && error.kind === 'cancelled') {
      await this.record(run, 'cancelled', { error: error.message });
      return new HttpException('The request was cancelled', CLIENT_CLOSED_REQUEST);
    }
    const reason = error instanceof Error ? error.message : String(error);
    await this.record(run, 'failed', { error: reason.slice(0, 1000) });
    if (error instanceof LanguageModelEmpty) {
      this.logger.warn({ run: run.id }, 'AI draft failed: the model answered with no text');
      return new BadGatewayException(BLOG_MESSAGES.draftingEmpty);
    }
    if (error instanceof LanguageModelError) {
      this.logger.warn({ run: run.id, kind: error.kind, status: error.status }, `AI draft failed: ${reason}`);
      if (error.kind === 'timedOut') return new GatewayTimeoutException(BLOG_MESSAGES.draftingTimedOut);
      if (error.kind === 'unreachable') return new BadGatewayException(BLOG_MESSAGES.draftingUnreachable);
      return new BadGatewayException(BLOG_MESSAGES.draftingFailed);
    }
    this.logger.error({ run: run.id, err: error }, `AI draft failed unexpectedly: ${reason}`);
    return new BadGatewayException(BLOG_MESSAGES.draftingFailed);
  }

  private async record(
    run: DraftRun,
    outcome: Exclude<BlogGenerationOutcome, 'running'>,
    { wordCount = null, error = null }: { wordCount?: number | null; error?: string | null },
  ): Promise<void> {
    try {
      await this.generations.update({ id: run.id }, { outcome, wordCount, error, finishedAt: () => 'now()' });
    } catch (failure) {
      // The admin's answer matters more than the record; the run still counts toward the limit.
      this.logger.error({ run: run.id, err: failure }, 'Could not record how an AI draft ended');
    }
  }

  private errorBody(error: HttpException): ErrorBody {
    const status = error.getStatus();
    return { statusCode: status, error: statusText(status), detail: error.message };
  }
}
