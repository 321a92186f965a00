import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
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

/** Every route of the app, inside the shared layout. Exported for tests (memory router). */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'browse', element: <BrowsePage /> },
      { path: 'profile/:id', element: <ProfilePage /> },
      { path: 'profiles/:id', element: <ProfilePage /> },
      { path: 'inmates', element: <StatesIndexPage /> },
      { path: 'inmates/:state', element: <StatePage /> },
      { path: 'submit', element: <SubmitProfilePage /> },
      {
        // Someone already signed in is sent home.
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
        ],
      },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },

      {
        // Anonymous visitors go to /login and come back after signing in.
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          // The payment-success return address: the same screen, at its own URL.
          { path: 'user/dashboard', element: <DashboardPage /> },
          { path: 'dashboard/settings', element: <AccountSettingsPage /> },
          { path: 'dashboard/preview/:id', element: <ProfilePreviewPage /> },
          { path: 'dashboard/edit/:id', element: <ProfileEditPage /> },
        ],
      },

      {
        // Admins only; the server enforces the same on every admin call.
        element: <RequireAdmin />,
        children: [
          { path: 'admin', element: <AdminDashboardPage /> },
          { path: 'admin/blogs', element: <BlogManagementPage /> },
          { path: 'admin/forum', element: <ForumModerationPage /> },
          { path: 'admin/reports', element: <ReportedContentPage /> },
          { path: 'admin/promo-codes', element: <PromoCodesPage /> },
          { path: 'admin/edit/:id', element: <AdminProfileEditPage /> },
          { path: 'admin/audit-log', element: <AuditLogPage /> },
        ],
      },

      { path: 'forum', element: <ForumHomePage /> },
      { path: 'forum/category/:category', element: <ForumCategoryPage /> },
      { path: 'forum/thread/:threadId', element: <ForumThreadPage /> },
      { path: 'forum/new-thread', element: <NewThreadPage /> },
      { path: 'forum/search', element: <ForumSearchPage /> },
      // The link in a reply e-mail: works without signing in.
      { path: 'forum/unsubscribe', element: <ForumUnsubscribePage /> },
      { path: 'blog', element: <BlogListPage /> },
      { path: 'blog/:slug', element: <BlogPostPage /> },

      { path: 'faq', element: <FaqPage /> },
      { path: 'find-inmate-pen-pal', element: <FindPenPalPage /> },
      { path: 'female-inmates', element: <FemaleInmatesPage /> },
      { path: 'female-prisoners', element: <FemaleInmatesPage /> },
      { path: 'women-prisoners', element: <FemaleInmatesPage /> },
      { path: 'male-inmates', element: <MaleInmatesPage /> },
      { path: 'male-prison-pen-pals', element: <MaleInmatesPage /> },
      { path: 'meet-an-inmate', element: <MeetAnInmatePage /> },
      { path: 'prison-pen-pal-websites', element: <PenPalWebsitesPage /> },
      { path: 'prison-pen-pals-websites', element: <PenPalWebsitesPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'stay-safe', element: <StaySafePage /> },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
