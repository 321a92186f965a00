/** Shapes of the admin API (docs/api.md, "Admin"). */
import type { OwnerProfile } from '../../dashboard/types/dashboard';

/** A profile on the review desk: the owner view plus who owns it and the state's rules. */
export type AdminProfile = OwnerProfile & {
  owner_id: string;
  owner_email: string | null;
  /** Listed in a state that disciplines inmates for pen-pal ads. */
  restricted_state: boolean;
};

export type Paged = {
  total: number;
  page: number;
  totalPages: number;
};

export type AdminProfileList = Paged & { profiles: AdminProfile[] };

export type AdminUser = {
  id: string;
  email: string;
  is_admin: boolean;
  created_at: string;
  last_login_at: string | null;
  profile_photo_url: string | null;
  profile_count: number;
};

export type AdminUserList = Paged & { users: AdminUser[] };

export type WeeklyStat = {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  new_profiles: number;
  new_paid_listings: number;
  new_promo_listings: number;
};

/** `GET /admin/summary`. */
export type AdminSummary = {
  pending_review: number;
  active_profiles: number;
  total_profiles: number;
  paid_subscriptions: number;
  premium_profiles: number;
  /** failed, cancelled and unpaid listings. */
  payment_issues: number;
  weekly: WeeklyStat[];
};

export type AuditEntry = {
  id: string;
  actor_id?: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  reason: string | null;
  details: Record<string, unknown> | null;
  created_at: string;
};

export type AuditLogPage = Paged & { entries: AuditEntry[] };

/** One page of an admin list, with an optional search. */
export type ListQuery = { page: number; q: string };
