import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

// antd's Result (with its illustrations) is loaded only when a crash happens,
// which keeps it off every page's first load.
const ErrorResult = lazy(async () => ({ default: (await import('./ErrorResult')).ErrorResult }));

function handleReload() {
  window.location.reload();
}

/** Shown while the antd screen loads, or instead of it when its code cannot load (offline). */
function PlainErrorMessage() {
  return (
    <div className="error-fallback">
      <h1 className="error-fallback__title">Something went wrong</h1>
      <p className="error-fallback__text">
        Sorry, this page ran into a problem. Reloading usually fixes it.
      </p>
      <p>
        <button type="button" className="error-fallback__button" onClick={handleReload}>
          Reload page
        </button>{' '}
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}

/** Friendly crash screen with a reload button. Uses plain links so it works outside the router. */
export function ErrorFallback() {
  return (
    <div className="page-container" role="alert">
      <ErrorBoundary fallback={<PlainErrorMessage />}>
        <Suspense fallback={<PlainErrorMessage />}>
          <ErrorResult onReload={handleReload} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
