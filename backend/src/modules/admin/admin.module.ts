import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { UsersModule } from '../users/users.module';
import { AdminProfilesService } from './admin-profiles.service';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';

@Module({
  imports: [AuditModule, NotificationsModule, ProfilesModule, UsersModule],
  controllers: [AdminController],
  providers: [AdminProfilesService, AdminUsersService],
})
export class AdminModule {}
