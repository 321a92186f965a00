import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { isUuid } from '../../common/ids';
import { containsPattern } from '../../common/like-pattern';
import { Profile } from './entities/profile.entity';
import { ProfileStatus } from './profile.enums';

/** Reads of profiles for other modules (the review desk, webhooks), so none of them holds a repository that can write. */
@Injectable()
export class ProfileQueriesService {
  constructor(private readonly dataSource: DataSource) {}

  /** The profile, in `manager`'s transaction when given; null when there is none. */
  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<Profile | null> {
    return isUuid(id) ? manager.getRepository(Profile).findOne({ where: { id } }) : null;
  }

  /** The profile with its photos and its owner, or 404. */
  async findWithOwner(id: string): Promise<Profile> {
    const profile = isUuid(id) ? await this.dataSource.getRepository(Profile).findOne({ where: { id }, relations: { photos: true, owner: true } }) : null;
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }

  /**
   * The admin lists, with photos and owners: Pending Review oldest first (a queue), others newest
   * first. `q` matches the name, the inmate id or the owner's e-mail.
   */
  async search(options: { status?: ProfileStatus; q?: string; page: number; limit: number }): Promise<{ rows: Profile[]; total: number }> {
    const repo = this.dataSource.getRepository(Profile);
    // Page the ids first, then load those profiles with their photos: paging a query that joins
    // one-to-many rows would count and cut joined rows, not profiles.
    const base = repo.createQueryBuilder('p').leftJoin('p.owner', 'owner');
    if (options.status) base.andWhere('p.status = :status', { status: options.status });
    if (options.q) {
      base.andWhere('(p.name ILIKE :q OR p.inmate_id ILIKE :q OR owner.email ILIKE :q)', { q: containsPattern(options.q) });
    }
    const total = await base.clone().getCount();
    const ids: string[] = (
      await base
        .clone()
        .select('p.id', 'id')
        .orderBy('p.updated_at', options.status === ProfileStatus.PendingReview ? 'ASC' : 'DESC')
        .addOrderBy('p.id', 'ASC')
        .offset((options.page - 1) * options.limit)
        .limit(options.limit)
        .getRawMany<{ id: string }>()
    ).map((r) => r.id);
    const rows = ids.length ? await repo.find({ where: { id: In(ids) }, relations: { photos: true, owner: true } }) : [];
    rows.sort((x, y) => ids.indexOf(x.id) - ids.indexOf(y.id));
    return { rows, total };
  }
}
