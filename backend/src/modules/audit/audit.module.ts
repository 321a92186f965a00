import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditService } from './audit.service';
import { AuditLogEntry } from './entities/audit-log-entry.entity';

@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntry])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
