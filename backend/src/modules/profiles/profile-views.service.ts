import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ViewCounts } from '../../common/view-counts';

/** A profile page's views, counted in memory and written every few seconds (ViewCounts). */
@Injectable()
export class ProfileViewsService extends ViewCounts {
  constructor(dataSource: DataSource) {
    super(dataSource, 'profiles');
  }
}
