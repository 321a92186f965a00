import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SITE_PAGES, type SitePage, type SitePath } from '@shared/routes';
import type { PageHandle } from './components/seo/routePage';
import { MainLayout } from './layouts/MainLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';
import { GuestOnly } from './modules/auth/components/GuestOnly';
import { RequireAdmin } from './modules/auth/components/RequireAdmin';
import { RequireAuth } from './modules/auth/components/RequireAuth';

/** React.lazy for a page module's named export: one chunk per page. */
function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = lazyPage(() => import('./pages/home/HomePage'), 'HomePage');
const BrowsePage = lazyPage(() => import('./pages/browse/BrowsePage'), 'BrowsePage');
const ProfilePage = lazyPage(() => import('./pages/profiles/ProfilePage'), 'ProfilePage');
const SubmitProfilePage = lazyPage(
  () => import('./pages/profiles/SubmitProfilePage'),
  'SubmitProfilePage',
);
const StatesIndexPage = lazyPage(() => import('./pages/states/StatesIndexPage'), 'StatesIndexPage');
const StatePage = lazyPage(() => import('./pages/states/StatePage'), 'StatePage');
const LoginPage = lazyPage(() => import('./pages/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./pages/auth/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('./pages/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('./pages/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
const DashboardPage = lazyPage(() => import('./pages/dashboard/DashboardPage'), 'DashboardPage');
const AccountSettingsPage = lazyPage(
  () => import('./pages/dashboard/AccountSettingsPage'),
  'AccountSettingsPage',
);
const ProfilePreviewPage = lazyPage(
  () => import('./pages/dashboard/ProfilePreviewPage'),
  'ProfilePreviewPage',
);
const ProfileEditPage = lazyPage(
  () => import('./pages/dashboard/ProfileEditPage'),
  'ProfileEditPage',
);
const AdminDashboardPage = lazyPage(
  () => import('./pages/admin/AdminDashboardPage'),
  'AdminDashboardPage',
);
const BlogManagementPage = lazyPage(
  () => import('./pages/admin/BlogManagementPage'),
  'BlogManagementPage',
);
const ForumModerationPage = lazyPage(
  () => import('./pages/admin/ForumModerationPage'),
  'ForumModerationPage',
);
const ReportedContentPage = lazyPage(
  () => import('./pages/admin/ReportedContentPage'),
  'ReportedContentPage',
);
const PromoCodesPage = lazyPage(() => import('./pages/admin/PromoCodesPage'), 'PromoCodesPage');
const AdminProfileEditPage = lazyPage(
  () => import('./pages/admin/AdminProfileEditPage'),
  'AdminProfileEditPage',
);
const AuditLogPage = lazyPage(() => import('./pages/admin/AuditLogPage'), 'AuditLogPage');
const ForumHomePage = lazyPage(() => import('./pages/forum/ForumHomePage'), 'ForumHomePage');
const ForumCategoryPage = lazyPage(
  () => import('./pages/forum/ForumCategoryPage'),
  'ForumCategoryPage',
);
const ForumThreadPage = lazyPage(() => import('./pages/forum/ForumThreadPage'), 'ForumThreadPage');
const NewThreadPage = lazyPage(() => import('./pages/forum/NewThreadPage'), 'NewThreadPage');
const ForumSearchPage = lazyPage(() => import('./pages/forum/ForumSearchPage'), 'ForumSearchPage');
const ForumUnsubscribePage = lazyPage(
  () => import('./pages/forum/ForumUnsubscribePage'),
  'ForumUnsubscribePage',
);
const BlogListPage = lazyPage(() => import('./pages/blog/BlogListPage'), 'BlogListPage');
const BlogPostPage = lazyPage(() => import('./pages/blog/BlogPostPage'), 'BlogPostPage');
const FaqPage = lazyPage(() => import('./pages/static/FaqPage'), 'FaqPage');
const FindPenPalPage = lazyPage(() => import('./pages/static/FindPenPalPage'), 'FindPenPalPage');
const FemaleInmatesPage = lazyPage(
  () => import('./pages/static/FemaleInmatesPage'),
  'FemaleInmatesPage',
);
const MaleInmatesPage = lazyPage(() => import('./pages/static/MaleInmatesPage'), 'MaleInmatesPage');
const MeetAnInmatePage = lazyPage(
  () => import('./pages/static/MeetAnInmatePage'),
  'MeetAnInmatePage',
);
const PenPalWebsitesPage = lazyPage(
  () => import('./pages/static/PenPalWebsitesPage'),
  'PenPalWebsitesPage',
);
const PrivacyPage = lazyPage(() => import('./pages/static/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./pages/static/TermsPage'), 'TermsPage');
const StaySafePage = lazyPage(() => import('./pages/static/StaySafePage'), 'StaySafePage');
const NotFoundPage = lazyPage(() => import('./pages/errors/NotFoundPage'), 'NotFoundPage');

type Gate = 'guest-only' | 'sign-in' | 'admin';

/** What the router shows at one path of SITE_PAGES, and the guard it sits behind. */
type PageRoute = { readonly element: ReactElement; readonly gate?: Gate };

/**
 * The element of every page of SITE_PAGES (backend/src/shared/routes.ts, the one table of the
 * site's pages the server reads too). Keyed by the table's paths: a page added to one and not the
 * other does not compile.
 */
const PAGES: Record<SitePath, PageRoute> = {
  '/': { element: <HomePage /> },
  '/browse': { element: <BrowsePage /> },
  '/profile/:id': { element: <ProfilePage /> },
  '/profiles/:id': { element: <ProfilePage /> },
  '/inmates': { element: <StatesIndexPage /> },
  '/inmates/:state': { element: <StatePage /> },
  '/submit': { element: <SubmitProfilePage /> },
  '/login': { element: <LoginPage />, gate: 'guest-only' },
  '/register': { element: <RegisterPage />, gate: 'guest-only' },
  '/forgot-password': { element: <ForgotPasswordPage /> },
  '/reset-password': { element: <ResetPasswordPage /> },
  '/dashboard': { element: <DashboardPage />, gate: 'sign-in' },
  // The payment-success return address: the same screen, at its own URL.
  '/user/dashboard': { element: <DashboardPage />, gate: 'sign-in' },
  '/dashboard/settings': { element: <AccountSettingsPage />, gate: 'sign-in' },
  '/dashboard/preview/:id': { element: <ProfilePreviewPage />, gate: 'sign-in' },
  '/dashboard/edit/:id': { element: <ProfileEditPage />, gate: 'sign-in' },
  '/admin': { element: <AdminDashboardPage />, gate: 'admin' },
  '/admin/blogs': { element: <BlogManagementPage />, gate: 'admin' },
  '/admin/forum': { element: <ForumModerationPage />, gate: 'admin' },
  '/admin/reports': { element: <ReportedContentPage />, gate: 'admin' },
  '/admin/promo-codes': { element: <PromoCodesPage />, gate: 'admin' },
  '/admin/edit/:id': { element: <AdminProfileEditPage />, gate: 'admin' },
  '/admin/audit-log': { element: <AuditLogPage />, gate: 'admin' },
  '/forum': { element: <ForumHomePage /> },
  '/forum/category/:category': { element: <ForumCategoryPage /> },
  '/forum/thread/:threadId': { element: <ForumThreadPage /> },
  // Sends an anonymous visitor to sign in itself, with the forum's own message: no guard.
  '/forum/new-thread': { element: <NewThreadPage /> },
  '/forum/search': { element: <ForumSearchPage /> },
  // The link in a reply e-mail: works without signing in.
  '/forum/unsubscribe': { element: <ForumUnsubscribePage /> },
  '/blog': { element: <BlogListPage /> },
  '/blog/:slug': { element: <BlogPostPage /> },
  '/faq': { element: <FaqPage /> },
  '/find-inmate-pen-pal': { element: <FindPenPalPage /> },
  '/female-inmates': { element: <FemaleInmatesPage /> },
  '/female-prisoners': { element: <FemaleInmatesPage /> },
  '/women-prisoners': { element: <FemaleInmatesPage /> },
  '/male-inmates': { element: <MaleInmatesPage /> },
  '/male-prison-pen-pals': { element: <MaleInmatesPage /> },
  '/meet-an-inmate': { element: <MeetAnInmatePage /> },
  '/prison-pen-pal-websites': { element: <PenPalWebsitesPage /> },
  '/prison-pen-pals-websites': { element: <PenPalWebsitesPage /> },
  '/privacy': { element: <PrivacyPage /> },
  '/terms': { element: <TermsPage /> },
  '/stay-safe': { element: <StaySafePage /> },
};

/** The layout routes of the guards, each around the pages that name it. */
const GATES: Record<Gate, ReactElement> = {
  // Someone already signed in is sent home.
  'guest-only': <GuestOnly />,
  // Anonymous visitors go to /login and come back after signing in.
  'sign-in': <RequireAuth />,
  // Admins only; the server enforces the same on every admin call.
  admin: <RequireAdmin />,
};

/** One page's route: its path (relative to the layout), its element, and its table entry as `handle`. */
function pageRoute(sitePage: SitePage): RouteObject {
  const handle: PageHandle = { sitePage };
  const { element } = PAGES[sitePage.path as SitePath];
  return sitePage.path === '/'
    ? { index: true, element, handle }
    : { path: sitePage.path.slice(1), element, handle };
}

function pagesBehind(gate: Gate | undefined): RouteObject[] {
  return (SITE_PAGES as readonly SitePage[])
    .filter((sitePage) => PAGES[sitePage.path as SitePath].gate === gate)
    .map(pageRoute);
}

/** Every route of the app, inside the shared layout. Exported for tests (memory router). */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...pagesBehind(undefined),
      ...(Object.keys(GATES) as Gate[]).map((gate) => ({
        element: GATES[gate],
        children: pagesBehind(gate),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
