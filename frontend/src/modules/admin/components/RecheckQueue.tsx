import { Empty, Pagination, Spin } from 'antd';
import { RECHECK_DAYS_DEFAULT } from '@shared/rules';
import { ADMIN_PAGE_SIZE } from '../messages';
import type { CheckInput, RecheckList } from '../types/admin';
import { RecheckCard } from './RecheckCard';

export type RecheckQueueProps = {
  list: RecheckList;
  page: number;
  isLoading: boolean;
  onPageChange: (page: number) => void;
  onCheck: (id: string, check: CheckInput) => Promise<boolean>;
  isChecking: (id: string) => boolean;
};

/**
 * "Due for re-check": Active profiles whose last locator check is old, never made, or put in doubt
 * (release date passed, letters returned, a transfer not confirmed), oldest first. Cards, not a
 * table: an admin works through it on a phone too.
 */
export function RecheckQueue({ list, page, isLoading, onPageChange, onCheck, isChecking }: RecheckQueueProps) {
  return (
    <Spin spinning={isLoading && list.profiles.length === 0}>
      <p className="recheck-queue__intro">
        Look each person up on the state&apos;s inmate locator and record what it shows. A profile is due{' '}
        {RECHECK_DAYS_DEFAULT} days (the default) after its last check, and sooner when writers report
        returned mail or the release date passes.
      </p>
      {list.profiles.length === 0 && !isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No profiles are due for a re-check." />
      ) : (
        <ol className="recheck-queue" aria-label="Due for re-check">
          {list.profiles.map((item) => (
            <RecheckCard key={item.id} item={item} isChecking={isChecking(item.id)} onCheck={onCheck} />
          ))}
        </ol>
      )}
      <Pagination
        className="recheck-queue__pages"
        current={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={list.total}
        onChange={onPageChange}
        showSizeChanger={false}
        hideOnSinglePage
        // Fewer page numbers and smaller buttons: the row fits a 390 px phone.
        size="small"
        showLessItems
      />
    </Spin>
  );
}
