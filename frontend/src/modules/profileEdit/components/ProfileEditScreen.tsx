import { Tag } from 'antd';
import { PageLoading } from '../../../components/feedback/PageLoading';
import { CheckHistory } from '../../admin/components/CheckHistory';
import { useEditableProfile } from '../hooks/useEditableProfile';
import type { AdminProfile, EditorRole } from '../types/ownerProfile';
import { ProfileEditForm } from './ProfileEditForm';
import { statusColor } from './statusColor';

export type ProfileEditScreenProps = {
  /** The profile id from the route. */
  id: string | undefined;
  role: EditorRole;
};

/** The edit screen of the owner or an admin: loads the profile, then shows the form. */
export function ProfileEditScreen({ id, role }: ProfileEditScreenProps) {
  const { profile, reload } = useEditableProfile(id, role);

  if (!profile) return <PageLoading />;

  const ownerEmail = role === 'admin' ? (profile as AdminProfile).owner_email : undefined;
  return (
    <section className="page-container profile-edit">
      <h1 className="page-title">{role === 'admin' ? 'Edit Profile (Admin)' : 'Edit Profile'}</h1>
      <p className="profile-edit__intro">
        <span className="profile-edit__name">{profile.name}</span>
        <Tag color={statusColor(profile.status)}>{profile.status}</Tag>
        {ownerEmail && <span className="profile-edit__owner">Owner: {ownerEmail}</span>}
      </p>
      {role === 'admin' && <CheckHistory profileId={profile.id} />}
      <ProfileEditForm key={profile.id} profile={profile} role={role} onReload={reload} />
    </section>
  );
}
