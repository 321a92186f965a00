import { Result } from 'antd';
import { useAccount } from '../hooks/useAccount';
import { useDeleteAccount } from '../hooks/useDeleteAccount';
import { AccountPhotoCard } from './AccountPhotoCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { TwoFactorCard } from './TwoFactorCard';
import './account.css';

/** Account Settings: the account photo, the password, two-factor sign-in, and deleting the account. */
export function AccountSettings() {
  const user = useAccount();
  const { confirmDeletion, isDeleting, isDeleted } = useDeleteAccount();

  if (isDeleted) {
    return (
      <section className="page-container account-settings">
        <Result
          status="success"
          title="Your account has been deleted"
          subTitle="You are logged out. Taking you to the home page…"
        />
      </section>
    );
  }

  // Signed out while the page is still showing (logout just before the reload).
  if (!user) return null;
  const setUpFirst = user.is_admin === true && user.two_factor_enabled !== true;

  return (
    <section className="page-container account-settings">
      <h1 className="page-title">Account Settings</h1>
      {user.email && (
        <p className="account-settings__intro">
          Signed in as <strong>{user.email}</strong>
        </p>
      )}
      <div className="account-settings__cards">
        {/* An admin who has not turned it on sees it first (it may be required of them). */}
        {setUpFirst && <TwoFactorCard />}
        <AccountPhotoCard photoUrl={user.profile_photo_url} />
        <ChangePasswordCard />
        {!setUpFirst && <TwoFactorCard />}
        <DeleteAccountCard isDeleting={isDeleting} onConfirmDeletion={confirmDeletion} />
      </div>
    </section>
  );
}
