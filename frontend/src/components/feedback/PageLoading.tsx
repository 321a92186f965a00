import { Spin } from 'antd';

/** Shown while a page's code is loading. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
