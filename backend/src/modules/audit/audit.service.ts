import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { AuditEntryDto } from './dto/audit-entry.dto';
import { AuditLogEntry, AuditTargetType } from './entities/audit-log-entry.entity';

export interface AuditInput {
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** The admin audit log: every admin action is written here, in the same transaction as the action when there is one. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLogEntry) private readonly entries: Repository<AuditLogEntry>) {}

  async record(actor: User, input: AuditInput, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(AuditLogEntry) : this.entries;
    await repo.insert({
      actorId: actor.id,
      actorEmail: actor.email,
      action: input.action,
      targetType: input.targetType,
      targetId: input.targetId,
      targetLabel: input.targetLabel ?? null,
      reason: input.reason ?? null,
      details: (input.details ?? {}) as never,
    });
  }

  async list(page: number, limit: number, filter: { targetId?: string } = {}) {
    const [rows, total] = await this.entries.findAndCount({
      where: filter.targetId ? { targetId: filter.targetId } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return {
      entries: rows.map(
        (r): AuditEntryDto => ({
          id: r.id,
          actor_id: r.actorId,
          actor_email: r.actorEmail,
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          target_label: r.targetLabel,
          reason: r.reason,
          details: r.details,
          created_at: r.createdAt.toISOString(),
        }),
      ),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }
}
