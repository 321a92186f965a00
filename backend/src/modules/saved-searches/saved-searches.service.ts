import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import { SAVED_SEARCHES_MAX } from '../../shared/rules';
import { DigestUnsubscribeTokens } from './digest-unsubscribe-token';
import { CreateSavedSearchDto, SavedSearchDto, UpdateSavedSearchDto } from './dto/saved-search.dto';
import { SavedSearch } from './entities/saved-search.entity';
import { filtersQueryString, keptFilters } from './saved-search-filters';
import { SAVED_SEARCH_MESSAGES } from './saved-searches.messages';

/** A writer's saved searches: their own only (another account's is a 404), at most SAVED_SEARCHES_MAX. */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SavedSearch) private readonly searches: Repository<SavedSearch>,
    private readonly clock: Clock,
    private readonly tokens: DigestUnsubscribeTokens,
  ) {}

  async list(userId: string): Promise<SavedSearchDto[]> {
    const rows = await this.searches.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toDto);
  }

  /** Only profiles that become public after now are ever sent for it. 409 past the limit. */
  async create(userId: string, dto: CreateSavedSearchDto): Promise<SavedSearchDto> {
    return this.dataSource.transaction(async (tx) => {
      // The account's row is the lock: two saves at once cannot both pass the count.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const count = await tx.getRepository(SavedSearch).count({ where: { userId } });
      if (count >= SAVED_SEARCHES_MAX) throw new ConflictException(SAVED_SEARCH_MESSAGES.tooMany);
      const saved = await tx.getRepository(SavedSearch).save(
        tx.getRepository(SavedSearch).create({ userId, name: dto.name, filters: keptFilters(dto.filters), paused: false, notifiedThrough: this.clock.now() }),
      );
      return toDto(saved);
    });
  }

  /** Rename, pause or resume. Resuming starts from now: what was published while paused is not sent. */
  async update(userId: string, id: string, dto: UpdateSavedSearchDto): Promise<SavedSearchDto> {
    const search = await this.own(userId, id);
    if (dto.name !== undefined) search.name = dto.name;
    if (dto.paused !== undefined) {
      if (search.paused && !dto.paused) search.notifiedThrough = this.clock.now();
      search.paused = dto.paused;
    }
    return toDto(await this.searches.save(search));
  }

  async remove(userId: string, id: string): Promise<void> {
    const search = await this.own(userId, id);
    await this.searches.delete({ id: search.id });
  }

  /**
   * The one-click unsubscribe of a digest e-mail (no sign-in): every saved search of the account the token
   * names is paused. The same answer every time; an account deleted since is nothing left to stop.
   */
  async unsubscribe(token: unknown): Promise<void> {
    const userId = this.tokens.verify(token);
    if (!userId) throw new BadRequestException(SAVED_SEARCH_MESSAGES.badUnsubscribeLink);
    await this.dataSource.query('UPDATE saved_searches SET paused = true, updated_at = now() WHERE user_id = $1 AND NOT paused', [userId]);
  }

  private async own(userId: string, id: string): Promise<SavedSearch> {
    const search = isUuid(id) ? await this.searches.findOne({ where: { id, userId } }) : null;
    if (!search) throw new NotFoundException(SAVED_SEARCH_MESSAGES.notFound);
    return search;
  }
}

function toDto(s: SavedSearch): SavedSearchDto {
  return {
    id: s.id,
    name: s.name,
    filters: keptFilters(s.filters),
    query_string: filtersQueryString(s.filters),
    paused: s.paused,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}
