import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import { LETTERS_PER_PEN_PAL_MAX, PEN_PALS_MAX } from '../../shared/rules';
import { mediaUrl } from '../media/media.module';
import { publicProfile } from '../profiles/profile-visibility';
import { PROFILE_NOT_FOUND, isoOrNull } from '../profiles/profiles.service';
import type { User } from '../users/entities/user.entity';
import { CreateLetterDto, LetterListDto, LetterLogEntryDto, PenPalDto, PenPalIdsDto, PenPalListDto } from './dto/pen-pals.dto';
import { LetterLogEntry } from './entities/letter-log-entry.entity';
import { PenPal } from './entities/pen-pal.entity';
import { EARLIEST_LETTER_DATE, UNLISTED_NOTE } from './pen-pals.enums';

export const PEN_PAL_NOT_FOUND = 'Pen pal not found';
export const LETTER_NOT_FOUND = 'Letter not found';
export const PEN_PALS_FULL = `You can save at most ${PEN_PALS_MAX} pen pals. Remove one to save another.`;
export const LETTERS_FULL = `You can log at most ${LETTERS_PER_PEN_PAL_MAX} letters per pen pal.`;
export const LETTER_DATE_FUTURE = 'The date cannot be in the future';
export const LETTER_DATE_TOO_EARLY = 'The date cannot be before 1990';

interface PenPalRow {
  id: string;
  profile_id: string | null;
  name: string;
  listed: boolean;
  prison_name: string | null;
  state: string | null;
  verified_at: Date | null;
  card_key: string | null;
  created_at: Date;
  letters_sent: number;
  replies_received: number;
  last_letter_on: string | null;
}

/** UTC calendar day of `date`, plus `days`. */
function utcDay(date: Date, days = 0): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * My pen pals and the letter log (docs/writer-tools.md §2). Everything is the signed-in writer's own:
 * every read and write names the user, so another account's pen pal or letter is simply not found (404).
 * Whether a profile is public is profile-visibility.ts's rule; a pen pal whose profile is not public
 * shows none of its facility, state, photo or verified date.
 */
@Injectable()
export class PenPalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(user: User): Promise<PenPalListDto> {
    return { pen_pals: await this.read(user.id) };
  }

  async ids(user: User): Promise<PenPalIdsDto> {
    const rows: { profile_id: string }[] = await this.dataSource.query(
      `SELECT profile_id FROM pen_pals WHERE user_id = $1 AND profile_id IS NOT NULL ORDER BY created_at DESC LIMIT ${PEN_PALS_MAX}`,
      [user.id],
    );
    return { profile_ids: rows.map((r) => r.profile_id) };
  }

  /**
   * Saves a public profile; saving it again answers the entry there is (`created` false). One writer's
   * saves take turns (an advisory lock), so the limit holds when two arrive together.
   */
  async save(user: User, profileId: string): Promise<{ penPal: PenPalDto; created: boolean }> {
    if (!isUuid(profileId)) throw new NotFoundException(PROFILE_NOT_FOUND);
    const { id, created } = await this.dataSource.transaction(async (tx) => {
      await this.lockWriter(tx, user.id);
      const [profile]: { name: string }[] = await tx.query(`SELECT p.name FROM profiles p WHERE p.id = $1 AND ${publicProfile('p')}`, [profileId]);
      if (!profile) throw new NotFoundException(PROFILE_NOT_FOUND);
      const repo = tx.getRepository(PenPal);
      const existing = await repo.findOne({ where: { userId: user.id, profileId }, select: { id: true } });
      if (existing) {
        await repo.update({ id: existing.id }, { name: profile.name });
        return { id: existing.id, created: false };
      }
      if ((await repo.countBy({ userId: user.id })) >= PEN_PALS_MAX) throw new ConflictException(PEN_PALS_FULL);
      const saved = await repo.save(repo.create({ userId: user.id, profileId, name: profile.name }));
      return { id: saved.id, created: true };
    });
    const [penPal] = await this.read(user.id, id);
    return { penPal, created };
  }

  /** Removes the pen pal and its letter log. */
  async remove(user: User, id: string): Promise<void> {
    const result = isUuid(id) ? await this.dataSource.getRepository(PenPal).delete({ id, userId: user.id }) : null;
    if (!result?.affected) throw new NotFoundException(PEN_PAL_NOT_FOUND);
  }

  async letters(user: User, penPalId: string): Promise<LetterListDto> {
    await this.findOwn(this.dataSource.manager, user.id, penPalId);
    const rows = await this.dataSource.getRepository(LetterLogEntry).find({
      where: { penPalId },
      order: { date: 'DESC', createdAt: 'DESC', id: 'ASC' },
      take: LETTERS_PER_PEN_PAL_MAX,
    });
    return { letters: rows.map(toLetter) };
  }

  /**
   * Logs a letter. The date may not be in the future anywhere on Earth: up to a day past the server's UTC
   * date, so a writer east of UTC can log today's letter in the morning.
   */
  async addLetter(user: User, penPalId: string, body: CreateLetterDto): Promise<LetterLogEntryDto> {
    if (body.date < EARLIEST_LETTER_DATE) throw new UnprocessableEntityException([LETTER_DATE_TOO_EARLY]);
    if (body.date > utcDay(this.clock.now(), 1)) throw new UnprocessableEntityException([LETTER_DATE_FUTURE]);
    return this.dataSource.transaction(async (tx) => {
      // The pen pal's row, locked: two letters logged at once still count up to the limit.
      await this.findOwn(tx, user.id, penPalId, true);
      const repo = tx.getRepository(LetterLogEntry);
      if ((await repo.countBy({ penPalId })) >= LETTERS_PER_PEN_PAL_MAX) throw new ConflictException(LETTERS_FULL);
      return toLetter(await repo.save(repo.create({ penPalId, kind: body.kind, date: body.date, note: body.note ?? null })));
    });
  }

  async removeLetter(user: User, penPalId: string, letterId: string): Promise<void> {
    await this.findOwn(this.dataSource.manager, user.id, penPalId);
    const result = isUuid(letterId) ? await this.dataSource.getRepository(LetterLogEntry).delete({ id: letterId, penPalId }) : null;
    if (!result?.affected) throw new NotFoundException(LETTER_NOT_FOUND);
  }

  /** The writer's own pen pal, or 404 (another account's is not found either). */
  private async findOwn(manager: EntityManager, userId: string, id: string, lock = false): Promise<void> {
    const found = isUuid(id)
      ? await manager.getRepository(PenPal).findOne({ where: { id, userId }, select: { id: true }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!found) throw new NotFoundException(PEN_PAL_NOT_FOUND);
  }

  private async lockWriter(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('pen_pals'), hashtext($1))`, [userId]);
  }

  /**
   * The writer's pen pals (or the one `id`), newest saved first, with each one's counts and photo: one
   * statement. It also refreshes the saved name of every pen pal whose profile is public and was renamed,
   * so the name stays right when the profile later leaves public view.
   */
  private async read(userId: string, id?: string): Promise<PenPalDto[]> {
    const listed = `coalesce(${publicProfile('p')}, false)`;
    const rows: PenPalRow[] = await this.dataSource.query(
      `WITH refreshed AS (
         UPDATE pen_pals pp SET name = p.name FROM profiles p
          WHERE pp.user_id = $1 AND p.id = pp.profile_id AND ${publicProfile('p')} AND pp.name <> p.name
       )
       SELECT pp.id, pp.profile_id, pp.created_at, ${listed} AS listed,
              CASE WHEN ${listed} THEN p.name ELSE pp.name END AS name,
              CASE WHEN ${listed} THEN p.prison_name END AS prison_name,
              CASE WHEN ${listed} THEN p.mailing_state END AS state,
              CASE WHEN ${listed} THEN p.verified_at END AS verified_at,
              CASE WHEN ${listed} THEN
                (SELECT ph.card_key FROM profile_photos ph WHERE ph.profile_id = p.id ORDER BY ph.position LIMIT 1)
              END AS card_key,
              coalesce(l.letters_sent, 0) AS letters_sent, coalesce(l.replies_received, 0) AS replies_received,
              l.last_letter_on
         FROM pen_pals pp
         LEFT JOIN profiles p ON p.id = pp.profile_id
         LEFT JOIN LATERAL (
           SELECT count(*) FILTER (WHERE e.kind = 'sent')::int AS letters_sent,
                  count(*) FILTER (WHERE e.kind = 'received')::int AS replies_received,
                  max(e.date)::text AS last_letter_on
             FROM letter_log_entries e WHERE e.pen_pal_id = pp.id
         ) l ON true
        WHERE pp.user_id = $1 ${id ? 'AND pp.id = $2' : ''}
        ORDER BY pp.created_at DESC, pp.id
        LIMIT ${PEN_PALS_MAX}`,
      id ? [userId, id] : [userId],
    );
    return rows.map(toPenPal);
  }
}

function toPenPal(row: PenPalRow): PenPalDto {
  return {
    id: row.id,
    profile_id: row.profile_id,
    name: row.name,
    listed: row.listed,
    unlisted_note: row.listed ? null : UNLISTED_NOTE,
    // The same card-sized rendition a profile card shows.
    thumbnail_url: row.listed ? mediaUrl(row.card_key) : null,
    prison_name: row.listed ? row.prison_name : null,
    state: row.listed ? row.state : null,
    verified_at: row.listed ? isoOrNull(row.verified_at) : null,
    saved_at: new Date(row.created_at).toISOString(),
    letters_sent: row.letters_sent,
    replies_received: row.replies_received,
    last_letter_on: row.last_letter_on,
  };
}

function toLetter(entry: LetterLogEntry): LetterLogEntryDto {
  return {
    id: entry.id,
    pen_pal_id: entry.penPalId,
    kind: entry.kind,
    date: entry.date,
    note: entry.note,
    created_at: new Date(entry.createdAt).toISOString(),
  };
}
