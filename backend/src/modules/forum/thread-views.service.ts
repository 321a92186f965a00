import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ViewCounts } from '../../common/view-counts';

/**
 * A thread page's views, counted in memory and written every few seconds (ViewCounts): a page view (a crawler's
 * too) costs no write on the request path. Every thread the forum answers shows the stored count plus these.
 */
@Injectable()
export class ThreadViewsService extends ViewCounts {
  constructor(dataSource: DataSource) {
    super(dataSource, 'forum_threads');
  }
}
