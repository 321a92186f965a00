import './pageLoading.css';

/** Shown while a page's code is loading: antd's four-dot spinner, drawn in CSS. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true">
        <span className="page-loading__dot" />
        <span className="page-loading__dot" />
        <span className="page-loading__dot" />
        <span className="page-loading__dot" />
      </span>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
