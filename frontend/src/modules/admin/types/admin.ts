/** Shapes of the admin API, from the generated contract (src/api/schema.ts). */
import type {
  AdminProfileDto,
  AdminProfileListDto,
  AdminSummaryDto,
  AdminUserDto,
  AdminUserListDto,
  AdminWeekDto,
  AuditEntryDto,
  AuditLogPageDto,
  CheckOutcome,
  ProfileCheckDto,
  RecheckItemDto,
  RecheckListDto,
  SetAdminResponseDto,
} from '../../../api/schema';

export type { CheckOutcome, RecheckReason } from '../../../api/schema';

/** A profile on the review desk: the owner view plus who owns it and the state's rules. */
export type AdminProfile = AdminProfileDto;

export type AdminProfileList = AdminProfileListDto;

export type AdminUser = AdminUserDto;

export type AdminUserList = AdminUserListDto;

/** `PUT /admin/users/{id}?is_admin=` answer. */
export type AdminRoleChange = SetAdminResponseDto;

/** One week of the chart; `week` is its Monday, YYYY-MM-DD. */
export type WeeklyStat = AdminWeekDto;

/**
 * `GET /admin/summary`; `payment_issues` counts failed, cancelled and unpaid listings,
 * `open_reports` the forum reports still pending, `forum_queue` the forum posts held for review.
 */
export type AdminSummary = AdminSummaryDto;

export type AuditEntry = AuditEntryDto;

export type AuditLogPage = AuditLogPageDto;

/** One locator check of a profile (docs/trust.md): the outcome, the facility the locator showed, a note, who and when. */
export type ProfileCheck = ProfileCheckDto;

/** A profile due for a new locator check, with why (`reasons`) and its last check. */
export type RecheckItem = RecheckItemDto;

/** `GET /admin/rechecks` answer: oldest `due_since` first. */
export type RecheckList = RecheckListDto;

/** What an admin records: the outcome, and optionally the facility shown and a note. */
export type CheckInput = { outcome: CheckOutcome; facility?: string; note?: string };

/** One page of an admin list, with an optional search. */
export type ListQuery = { page: number; q: string };
