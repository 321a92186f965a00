import { ProfileStatus } from '../profile.enums';

/**
 * The queue's rules of verification.rules.ts in SQL, for counting and paging in the database: the same
 * conditions as `recheckDue` and `releaseDatePassed`, which word each profile's reasons once it is read
 * (verification.integration-spec.ts checks that both agree). `$now`, `$days` and `$threshold` are the
 * placeholders of the time, RECHECK_DAYS and RETURNED_MAIL_THRESHOLD.
 */
export interface DueParams {
  now: string;
  days: string;
  threshold: string;
}

/** The latest release date is before today (UTC) and no check found the person held on or after it. */
export function releasePassedSql(p: string, { now }: Pick<DueParams, 'now'>): string {
  return `(${p}.latest_release_date < (${now}::timestamptz AT TIME ZONE 'UTC')::date
           AND (${p}.verified_at IS NULL OR ${p}.verified_at < (${p}.latest_release_date::timestamp AT TIME ZONE 'UTC')))`;
}

/** When the report that reached the threshold since the last check came in. */
export function mailReturnedAtSql(p: string, { threshold }: Pick<DueParams, 'threshold'>): string {
  return `(SELECT r.created_at FROM returned_mail_reports r
            WHERE r.profile_id = ${p}.id AND r.created_at > coalesce(${p}.last_check_at, '-infinity')
            ORDER BY r.created_at OFFSET ${threshold} - 1 LIMIT 1)`;
}

/** Since when the profile is due for a check (the earliest reason), or null when it is not due. */
export function dueSinceSql(p: string, params: DueParams): string {
  const { now, days, threshold } = params;
  const expires = `${p}.last_check_at + make_interval(days => ${days})`;
  return `CASE WHEN ${p}.status = '${ProfileStatus.Active}' THEN LEAST(
            CASE WHEN ${p}.last_check_at IS NULL THEN coalesce(${p}.approved_at, ${p}.date_added) END,
            CASE WHEN ${expires} <= ${now}::timestamptz THEN ${expires} END,
            CASE WHEN ${releasePassedSql(p, params)} THEN (${p}.latest_release_date::timestamp AT TIME ZONE 'UTC') + interval '1 day' END,
            CASE WHEN ${p}.returned_mail_count >= ${threshold} THEN coalesce(${mailReturnedAtSql(p, params)}, ${p}.last_check_at, ${now}::timestamptz) END
          ) END`;
}
