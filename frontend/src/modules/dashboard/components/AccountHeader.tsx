import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import type { SessionUser } from '../../auth/session';

export type AccountHeaderProps = {
  user: SessionUser | null;
  /** Number of profiles, or null while it is not known yet. */
  profileCount: number | null;
};

/** The top of My Account: e-mail, account type, profile count and the way to the settings. */
export function AccountHeader({ user, profileCount }: AccountHeaderProps) {
  const isAdmin = user?.is_admin === true;
  return (
    <header className="my-account__header">
      <div className="my-account__title-row">
        <h1 className="page-title my-account__title">My Account</h1>
        <div className="my-account__header-actions">
          <ButtonLink to="/dashboard/settings" icon={<SettingOutlined aria-hidden="true" />}>
            Account Settings
          </ButtonLink>
          {isAdmin && <ButtonLink to="/admin">Admin Dashboard</ButtonLink>}
          <ButtonLink to="/submit" type="primary" icon={<PlusOutlined aria-hidden="true" />}>
            Submit a profile
          </ButtonLink>
        </div>
      </div>
      <dl className="my-account__facts">
        <div className="my-account__fact">
          <dt>Email</dt>
          <dd className="my-account__email">{user?.email ?? '—'}</dd>
        </div>
        <div className="my-account__fact">
          <dt>Account type</dt>
          <dd>{isAdmin ? 'Admin' : 'User'}</dd>
        </div>
        <div className="my-account__fact">
          <dt>Profiles</dt>
          <dd>{profileCount ?? '…'}</dd>
        </div>
      </dl>
    </header>
  );
}
