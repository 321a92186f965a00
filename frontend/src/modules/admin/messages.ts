/** The texts of the admin dashboard and audit log, kept together so components and tests agree. */
export const ADMIN_MESSAGES = {
  approved: 'Profile approved successfully!',
  approveFailed: 'Failed to approve profile',
  rejected: 'Profile rejected. User will see the reason.',
  rejectFailed: 'Failed to reject profile',
  rejectionReasonRequired: 'Please provide a reason for rejection',
  profileDeleted: 'Profile deleted successfully',
  profileDeleteFailed: 'Failed to delete profile',
  userUpdateFailed: 'Failed to update user',
  userDeleted: 'User deleted successfully',
  userDeleteFailed: 'Failed to delete user',
  auditLoadFailed: 'Failed to load the audit log',
  checkRecorded: 'Check recorded',
  checkFailed: 'Failed to record the check',
  checksLoadFailed: 'Failed to load the check history',
  facilityRequired: 'Enter the facility the locator shows',
} as const;

/** Rows per admin table page. */
export { ADMIN_PAGE_SIZE } from '@shared/rules';
