import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SITE_PAGES, type SitePage, type SitePath } from '@shared/routes';
import type { PageHandle } from './components/seo/routePage';
import { lazyPage, type LazyPage } from './components/routing/lazyPage';
import { MainLayout } from './layouts/MainLayout';
import { NotFoundPage } from './layouts/notFoundPage';
import { RouteErrorPage } from './layouts/RouteErrorPage';
import { GuestOnly } from './modules/auth/components/GuestOnly';
import { RequireAdmin } from './modules/auth/components/RequireAdmin';
import { RequireAuth } from './modules/auth/components/RequireAuth';

const HomePage = lazyPage(() => import('./pages/home/HomePage'), 'HomePage', { antd: false });
const BrowsePage = lazyPage(() => import('./pages/browse/BrowsePage'), 'BrowsePage', { antd: false });
const BirthdaysPage = lazyPage(() => import('./pages/birthdays/BirthdaysPage'), 'BirthdaysPage', { antd: false });
const ProfilePage = lazyPage(() => import('./pages/profiles/ProfilePage'), 'ProfilePage', { antd: false });
const LetterKitPage = lazyPage(() => import('./pages/profiles/LetterKitPage'), 'LetterKitPage', { antd: false });
// antd (the form, for a signed-in visitor) loads inside the page, not with it.
const SubmitProfilePage = lazyPage(() => import('./pages/profiles/SubmitProfilePage'), 'SubmitProfilePage', { antd: false });
const StatesIndexPage = lazyPage(() => import('./pages/states/StatesIndexPage'), 'StatesIndexPage', { antd: false });
const StatePage = lazyPage(() => import('./pages/states/StatePage'), 'StatePage', { antd: false });
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
const ForumHomePage = lazyPage(() => import('./pages/forum/ForumHomePage'), 'ForumHomePage', { antd: false });
const ForumCategoryPage = lazyPage(
  () => import('./pages/forum/ForumCategoryPage'),
  'ForumCategoryPage',
  { antd: false },
);
const ForumThreadPage = lazyPage(() => import('./pages/forum/ForumThreadPage'), 'ForumThreadPage', {
  antd: false,
});
const NewThreadPage = lazyPage(() => import('./pages/forum/NewThreadPage'), 'NewThreadPage');
const ForumSearchPage = lazyPage(() => import('./pages/forum/ForumSearchPage'), 'ForumSearchPage', {
  antd: false,
});
const ForumUnsubscribePage = lazyPage(
  () => import('./pages/forum/ForumUnsubscribePage'),
  'ForumUnsubscribePage',
  { antd: false },
);
const AlertsUnsubscribePage = lazyPage(
  () => import('./pages/alerts/AlertsUnsubscribePage'),
  'AlertsUnsubscribePage',
);
const BlogListPage = lazyPage(() => import('./pages/blog/BlogListPage'), 'BlogListPage', { antd: false });
const BlogPostPage = lazyPage(() => import('./pages/blog/BlogPostPage'), 'BlogPostPage', { antd: false });
const FaqPage = lazyPage(() => import('./pages/static/FaqPage'), 'FaqPage', { antd: false });
const FindPenPalPage = lazyPage(() => import('./pages/static/FindPenPalPage'), 'FindPenPalPage', { antd: false });
const FemaleInmatesPage = lazyPage(
  () => import('./pages/static/FemaleInmatesPage'),
  'FemaleInmatesPage', { antd: false });
const MaleInmatesPage = lazyPage(() => import('./pages/static/MaleInmatesPage'), 'MaleInmatesPage', { antd: false });
const MeetAnInmatePage = lazyPage(
  () => import('./pages/static/MeetAnInmatePage'),
  'MeetAnInmatePage', { antd: false });
const PenPalWebsitesPage = lazyPage(
  () => import('./pages/static/PenPalWebsitesPage'),
  'PenPalWebsitesPage', { antd: false });
const PrivacyPage = lazyPage(() => import('./pages/static/PrivacyPage'), 'PrivacyPage', { antd: false });
const TermsPage = lazyPage(() => import('./pages/static/TermsPage'), 'TermsPage', { antd: false });
const StaySafePage = lazyPage(() => import('./pages/static/StaySafePage'), 'StaySafePage', { antd: false });
const VerifyNoticePage = lazyPage(() => import('./pages/static/VerifyNoticePage'), 'VerifyNoticePage', {
  antd: false,
});

type Gate = 'guest-only' | 'sign-in' | 'admin';

/** What the router shows at one path of SITE_PAGES, and the guard it sits behind. */
type PageRoute = { readonly page: LazyPage; readonly gate?: Gate };

/**
 * The element of every page of SITE_PAGES (backend/src/shared/routes.ts, the one table of the
 * site's pages the server reads too). Keyed by the table's paths: a page added to one and not the
 * other does not compile.
 */
const PAGES: Record<SitePath, PageRoute> = {
  '/': { page: HomePage },
  '/browse': { page: BrowsePage },
  '/birthdays': { page: BirthdaysPage },
  '/profile/:id': { page: ProfilePage },
  '/profiles/:id': { page: ProfilePage },
  '/profile/:id/letter-kit': { page: LetterKitPage },
  '/inmates': { page: StatesIndexPage },
  '/inmates/:state': { page: StatePage },
  '/submit': { page: SubmitProfilePage },
  '/login': { page: LoginPage, gate: 'guest-only' },
  '/register': { page: RegisterPage, gate: 'guest-only' },
  '/forgot-password': { page: ForgotPasswordPage },
  '/reset-password': { page: ResetPasswordPage },
  '/dashboard': { page: DashboardPage, gate: 'sign-in' },
  // The payment-success return address: the same screen, at its own URL.
  '/user/dashboard': { page: DashboardPage, gate: 'sign-in' },
  '/dashboard/settings': { page: AccountSettingsPage, gate: 'sign-in' },
  '/dashboard/preview/:id': { page: ProfilePreviewPage, gate: 'sign-in' },
  '/dashboard/edit/:id': { page: ProfileEditPage, gate: 'sign-in' },
  '/admin': { page: AdminDashboardPage, gate: 'admin' },
  '/admin/blogs': { page: BlogManagementPage, gate: 'admin' },
  '/admin/forum': { page: ForumModerationPage, gate: 'admin' },
  '/admin/reports': { page: ReportedContentPage, gate: 'admin' },
  '/admin/promo-codes': { page: PromoCodesPage, gate: 'admin' },
  '/admin/edit/:id': { page: AdminProfileEditPage, gate: 'admin' },
  '/admin/audit-log': { page: AuditLogPage, gate: 'admin' },
  '/forum': { page: ForumHomePage },
  '/forum/category/:category': { page: ForumCategoryPage },
  '/forum/thread/:threadId': { page: ForumThreadPage },
  // Sends an anonymous visitor to sign in itself, with the forum's own message: no guard.
  '/forum/new-thread': { page: NewThreadPage },
  '/forum/search': { page: ForumSearchPage },
  // The link in a reply e-mail: works without signing in.
  '/forum/unsubscribe': { page: ForumUnsubscribePage },
  // The link in a saved-search digest: works without signing in.
  '/alerts/unsubscribe': { page: AlertsUnsubscribePage },
  '/blog': { page: BlogListPage },
  '/blog/:slug': { page: BlogPostPage },
  '/faq': { page: FaqPage },
  '/find-inmate-pen-pal': { page: FindPenPalPage },
  '/female-inmates': { page: FemaleInmatesPage },
  '/female-prisoners': { page: FemaleInmatesPage },
  '/women-prisoners': { page: FemaleInmatesPage },
  '/male-inmates': { page: MaleInmatesPage },
  '/male-prison-pen-pals': { page: MaleInmatesPage },
  '/meet-an-inmate': { page: MeetAnInmatePage },
  '/prison-pen-pal-websites': { page: PenPalWebsitesPage },
  '/prison-pen-pals-websites': { page: PenPalWebsitesPage },
  '/privacy': { page: PrivacyPage },
  '/terms': { page: TermsPage },
  '/stay-safe': { page: StaySafePage },
  '/verify-notice': { page: VerifyNoticePage },
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

/** The `handle` of a page's route: its SITE_PAGES entry, and the page it shows (to preload it). */
export type PageRouteHandle = PageHandle & { readonly page: LazyPage };

/** One page's route: its path (relative to the layout), its element, and its handle. */
function pageRoute(sitePage: SitePage): RouteObject {
  const { page: Page } = PAGES[sitePage.path as SitePath];
  const handle: PageRouteHandle = { sitePage, page: Page };
  const element = <Page />;
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
      { path: '*', element: <NotFoundPage />, handle: { page: NotFoundPage } },
    ],
  },
];

/**
 * The page shown at an address (the not-found page for one the app does not have): the server preloads it
 * before rendering, the browser before hydrating what the server rendered.
 */
export function pageAt(pathname: string): LazyPage {
  return pageOf(matchRoutes(routes, pathname) ?? []);
}

/** The page of a list of matched routes (the router's own matches: no second ranking of the routes). */
export function pageOf(matches: readonly { readonly route: RouteObject }[]): LazyPage {
  for (const match of [...matches].reverse()) {
    const handle = match.route.handle as Partial<PageRouteHandle> | undefined;
    if (handle?.page) return handle.page;
  }
  return NotFoundPage;
}
