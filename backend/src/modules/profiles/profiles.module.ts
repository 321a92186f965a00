import { AuditModule } from '../audit/audit.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfileEditService } from './profile-edit.service';
import { ProfileVideoController } from './profile-video.controller';
import { ProfileVideoService } from './profile-video.service';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { Profile } from './entities/profile.entity';
import { ProfileViewsService } from './profile-views.service';
import { ProfilesController } from './profiles.controller';
import { OwnerProfilesController } from './owner-profiles.controller';
import { OwnerProfilesService } from './owner-profiles.service';
import { ProfilesService } from './profiles.service';
import { ProfileSubmissionService } from './profile-submission.service';

@Module({
  imports: [TypeOrmModule.forFeature([Profile, ProfilePhoto]), UsersModule, MediaModule, AuditModule, NotificationsModule],
  controllers: [ProfilesController, OwnerProfilesController, ProfileVideoController],
  providers: [ProfilesService, ProfileViewsService, ProfileSubmissionService, OwnerProfilesService, ProfileEditService, ProfileVideoService],
  exports: [ProfilesService, OwnerProfilesService, ProfileEditService, ProfileVideoService],
})
export class ProfilesModule {}
