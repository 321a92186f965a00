import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProfileCheckDto } from './dto/verification.dto';
import type { CheckOutcome } from './verification.rules';

interface CheckRow {
  id: string;
  profile_id: string;
  outcome: CheckOutcome;
  facility: string | null;
  note: string | null;
  created_at: Date;
  checked_by_email: string | null;
}

const SELECT = `SELECT c.id, c.profile_id, c.outcome, c.facility, c.note, c.created_at, u.email AS checked_by_email
                  FROM profile_checks c LEFT JOIN users u ON u.id = c.checked_by`;

function toDto(row: CheckRow): ProfileCheckDto {
  return {
    id: row.id,
    outcome: row.outcome,
    facility: row.facility,
    note: row.note,
    checked_at: new Date(row.created_at).toISOString(),
    checked_by_email: row.checked_by_email,
  };
}

/** Reads of the locator checks: a profile's history, and the latest check of many profiles at once. */
@Injectable()
export class ProfileChecksReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Every check of the profile, newest first. */
  async history(profileId: string): Promise<ProfileCheckDto[]> {
    const rows = await this.dataSource.query<CheckRow[]>(`${SELECT} WHERE c.profile_id = $1 ORDER BY c.created_at DESC, c.id DESC`, [profileId]);
    return rows.map(toDto);
  }

  /** The latest check of each of these profiles (those never checked are absent). */
  async latest(profileIds: string[]): Promise<Map<string, ProfileCheckDto>> {
    if (!profileIds.length) return new Map();
    const rows = await this.dataSource.query<CheckRow[]>(
      `SELECT DISTINCT ON (c.profile_id) c.* FROM (${SELECT} WHERE c.profile_id = ANY($1::uuid[])) c
        ORDER BY c.profile_id, c.created_at DESC, c.id DESC`,
      [profileIds],
    );
    return new Map(rows.map((r) => [r.profile_id, toDto(r)]));
  }
}
