import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { reportClientError } from '../api/clientErrors';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary';
import { ErrorFallback } from '../components/feedback/ErrorFallback';
import { PageLoading } from '../components/feedback/PageLoading';
import { ScrollToTop } from '../components/routing/ScrollToTop';
import { useSessionExpiryRedirect } from '../modules/auth/hooks/useSessionExpiryRedirect';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

/** Header, footer and the error boundary around every page. */
export function MainLayout() {
  const { pathname } = useLocation();
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
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
