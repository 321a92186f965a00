import { useMemo } from 'react';
import { generatePath, Outlet, useLocation, useMatches } from 'react-router-dom';
import { reportClientError } from '../api/clientErrors';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary';
import { ErrorFallback } from '../components/feedback/ErrorFallback';
import { HydrationBoundary } from '../components/hydration/HydrationBoundary';
import { PageLoading } from '../components/feedback/PageLoading';
import { ScrollToTop } from '../components/routing/ScrollToTop';
import { isPageHandle, RoutePageContext, type RoutePage } from '../components/seo/routePage';
import { useSessionExpiryRedirect } from '../modules/auth/hooks/useSessionExpiryRedirect';
import { useArrivedNotFound } from '../ssr/arrival';
import { NotFoundPage } from './notFoundPage';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

/** The SITE_PAGES entry of the deepest matched route, with its canonical path. */
function useRoutePage(): RoutePage {
  const matches = useMatches();
  const { pathname } = useLocation();
  const match = [...matches].reverse().find((candidate) => isPageHandle(candidate.handle));
  const sitePage = match && isPageHandle(match.handle) ? match.handle.sitePage : null;
  const canonicalPath =
    match && sitePage ? generatePath(sitePage.canonical ?? sitePage.path, match.params) : pathname;
  return useMemo(() => ({ sitePage, canonicalPath }), [sitePage, canonicalPath]);
}

/** Header, footer and the error boundary around every page. */
export function MainLayout() {
  const { pathname } = useLocation();
  const routePage = useRoutePage();
  // The server answered 404 for the address the visitor arrived at (an unknown profile, thread or post).
  const arrivedNotFound = useArrivedNotFound();
  useSessionExpiryRedirect();
  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <ErrorBoundary
          fallback={<ErrorFallback />}
          resetKey={pathname}
          onError={reportClientError}
        >
          <RoutePageContext.Provider value={routePage}>
            <HydrationBoundary fallback={<PageLoading />}>{arrivedNotFound ? <NotFoundPage /> : <Outlet />}</HydrationBoundary>
          </RoutePageContext.Provider>
        </ErrorBoundary>
      </main>
      <HydrationBoundary>
        <SiteFooter />
      </HydrationBoundary>
    </div>
  );
}
