import { useState } from 'react';
import { Tabs } from 'antd';
import {
  AuditOutlined,
  CommentOutlined,
  FileTextOutlined,
  FlagOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { useSession } from '../../auth/hooks/useSession';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminLists, type ListName } from '../hooks/useAdminLists';
import { useRecheckQueue } from '../hooks/useRecheckQueue';
import type { AdminProfile } from '../types/admin';
import { ApproveProfileModal } from './ApproveProfileModal';
import { ListSearch } from './ListSearch';
import { ProfilesTable } from './ProfilesTable';
import { RecheckQueue } from './RecheckQueue';
import { RejectProfileModal } from './RejectProfileModal';
import { SummaryCards } from './SummaryCards';
import { UsersTable } from './UsersTable';
import { WeeklyChart } from './WeeklyChart';
import './admin.css';

const SECTIONS = [
  { to: '/admin/promo-codes', label: 'Promo Codes', icon: <TagsOutlined aria-hidden="true" /> },
  { to: '/admin/reports', label: 'Reported Content', icon: <FlagOutlined aria-hidden="true" /> },
  { to: '/admin/forum', label: 'Forum Moderation', icon: <CommentOutlined aria-hidden="true" /> },
  { to: '/admin/blogs', label: 'Blog Management', icon: <FileTextOutlined aria-hidden="true" /> },
  { to: '/admin/audit-log', label: 'Audit Log', icon: <AuditOutlined aria-hidden="true" /> },
];

/**
 * The admin dashboard: links to the other admin screens, the summary cards and weekly
 * chart, and the review desk (Pending Review, Due for re-check, Active Profiles, Users).
 * Every action reloads the lists and the summary.
 */
export function AdminDashboard() {
  const { user } = useSession();
  const admin = useAdminLists();
  const actions = useAdminActions(admin.reloadAll);
  const rechecks = useRecheckQueue();
  const [rejecting, setRejecting] = useState<AdminProfile | null>(null);
  const [approving, setApproving] = useState<AdminProfile | null>(null);
  const { lists, queries } = admin;
  const openReports = admin.summary?.open_reports ?? 0;
  const forumQueue = admin.summary?.forum_queue ?? 0;
  /** A section's button, with what waits there: "Reported Content (2)", "Forum Moderation (3 waiting)". */
  const sectionLabel = (to: string, label: string): string => {
    if (to === '/admin/reports' && openReports > 0) return `${label} (${openReports})`;
    if (to === '/admin/forum' && forumQueue > 0) return `${label} (${forumQueue} waiting)`;
    return label;
  };

  const search = (name: ListName) => (q: string) => admin.setQuery(name, { page: 1, q });
  const turnPage = (name: ListName) => (page: number) =>
    admin.setQuery(name, { ...queries[name], page });

  const profileHandlers = {
    onApprove: setApproving,
    onReject: setRejecting,
    onDelete: (id: string) => void actions.deleteProfile(id),
    isApproving: actions.isApproving,
    isDeleting: actions.isDeletingProfile,
  };

  const tabs = [
    {
      key: 'pending',
      label: `Pending Review (${lists.pending.total})`,
      children: (
        <>
          <ListSearch
            label="Search pending profiles"
            placeholder="Name, inmate ID or owner e-mail"
            value={queries.pending.q}
            onSearch={search('pending')}
          />
          <ProfilesTable
            mode="pending"
            list={lists.pending}
            page={queries.pending.page}
            isLoading={admin.isLoading('pending')}
            onPageChange={turnPage('pending')}
            {...profileHandlers}
          />
        </>
      ),
    },
    {
      key: 'rechecks',
      label: `Due for re-check (${rechecks.list.total})`,
      children: (
        <RecheckQueue
          list={rechecks.list}
          page={rechecks.page}
          isLoading={rechecks.isLoading}
          onPageChange={rechecks.setPage}
          onCheck={actions.check}
          isChecking={actions.isChecking}
        />
      ),
    },
    {
      key: 'active',
      label: `Active Profiles (${lists.active.total})`,
      children: (
        <>
          <ListSearch
            label="Search active profiles"
            placeholder="Name, inmate ID or owner e-mail"
            value={queries.active.q}
            onSearch={search('active')}
          />
          <ProfilesTable
            mode="active"
            list={lists.active}
            page={queries.active.page}
            isLoading={admin.isLoading('active')}
            onPageChange={turnPage('active')}
            {...profileHandlers}
          />
        </>
      ),
    },
    {
      key: 'users',
      label: `Users (${lists.users.total})`,
      children: (
        <>
          <ListSearch
            label="Search users"
            placeholder="E-mail or profile name"
            value={queries.users.q}
            onSearch={search('users')}
          />
          <UsersTable
            list={lists.users}
            page={queries.users.page}
            isLoading={admin.isLoading('users')}
            currentUserId={typeof user?.id === 'string' ? user.id : undefined}
            onPageChange={turnPage('users')}
            onSetAdmin={(id, isAdmin) => void actions.setAdmin(id, isAdmin)}
            onDelete={(id) => void actions.deleteUser(id)}
            isSettingAdmin={actions.isSettingAdmin}
            isDeleting={actions.isDeletingUser}
          />
        </>
      ),
    },
  ];

  return (
    <section className="page-container admin-dashboard">
      <header className="admin-dashboard__header">
        <h1 className="page-title admin-dashboard__title">Admin Dashboard</h1>
        <nav className="admin-dashboard__nav" aria-label="Admin sections">
          {SECTIONS.map(({ to, label, icon }) => (
            <ButtonLink key={to} to={to} icon={icon}>
              {sectionLabel(to, label)}
            </ButtonLink>
          ))}
        </nav>
      </header>
      <SummaryCards summary={admin.summary} />
      <WeeklyChart weeks={admin.summary?.weekly ?? null} hasFailed={admin.hasSummaryFailed} />
      <Tabs className="admin-dashboard__tabs" defaultActiveKey="pending" items={tabs} />
      <ApproveProfileModal
        profile={approving}
        isApproving={approving ? actions.isApproving(approving.id) : false}
        onApprove={actions.approve}
        onClose={() => setApproving(null)}
      />
      <RejectProfileModal
        profile={rejecting}
        isRejecting={rejecting ? actions.isRejecting(rejecting.id) : false}
        onReject={actions.reject}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}
