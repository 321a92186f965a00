import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { SavedSearch } from '../../modules/saved-searches/entities/saved-search.entity';
import { keptFilters } from '../../modules/saved-searches/saved-search-filters';
import { User } from '../../modules/users/entities/user.entity';

const DAY_MS = 86_400_000;

/**
 * The demo user's saved searches (one with its alerts paused), from a month back: the first digest
 * (`POST /api/admin/saved-searches/digest` as the demo admin) lists the demo profiles of that month.
 */
const DEMO_SEARCHES = [
  { name: 'Women in Texas', filters: { gender: ['Female'], state: 'TX' }, paused: false },
  { name: 'Men in California, 30 and over', filters: { gender: ['Male'], state: 'CA', min_age: 30 }, paused: true },
];

@Injectable()
export class DemoSavedSearchesSeed {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Adds the demo searches to `ownerEmail` when the account has none; how many were added. */
  async run(ownerEmail: string): Promise<number> {
    const owner = await this.dataSource.getRepository(User).findOneBy({ email: ownerEmail });
    const repo = this.dataSource.getRepository(SavedSearch);
    if (!owner || (await repo.count({ where: { userId: owner.id } })) > 0) return 0;
    const monthAgo = new Date(this.clock.now().getTime() - 30 * DAY_MS);
    // One at a time: the dashboard lists them in the order they were saved.
    for (const s of DEMO_SEARCHES) {
      await repo.save(repo.create({ userId: owner.id, name: s.name, filters: keptFilters(s.filters), paused: s.paused, notifiedThrough: monthAgo }));
    }
    return DEMO_SEARCHES.length;
  }
}
