import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { Profile } from './entities/profile.entity';
import { OwnerProfilesController } from './owner-profiles.controller';
import { OwnerProfilesService } from './owner-profiles.service';
import { ProfileEditService } from './profile-edit.service';
import { ProfileListingService } from './profile-listing.service';
import { ProfileQueriesService } from './profile-queries.service';
import { ProfileRemovalService } from './profile-removal.service';
import { ProfileSubmissionService } from './profile-submission.service';
import { ProfileVideoController } from './profile-video.controller';
import { ProfileVideoService } from './profile-video.service';
import { ProfileViewsService } from './profile-views.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';
import { ProfileCheck } from './verification/entities/profile-check.entity';
import { ReturnedMailReport } from './verification/entities/returned-mail-report.entity';
import { ProfileChecksReader } from './verification/profile-checks.reader';
import { ReturnedMailController } from './verification/returned-mail.controller';
import { ReturnedMailService } from './verification/returned-mail.service';
import { VerificationService } from './verification/verification.service';

/**
 * The only module that writes `profiles` and `profile_photos` (ownership.spec.ts checks it): other
 * modules read through ProfileQueriesService / OwnerProfilesService and change a profile through the
 * named methods of ProfileListingService and ProfileRemovalService. It depends on none of them;
 * payments hooks into removals with ProfileRemovalService.register.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Profile, ProfilePhoto, ProfileCheck, ReturnedMailReport]), UsersModule, MediaModule, AuditModule, NotificationsModule],
  controllers: [ProfilesController, OwnerProfilesController, ProfileVideoController, ReturnedMailController],
  providers: [
    ProfilesService,
    ProfileViewsService,
    ProfileSubmissionService,
    OwnerProfilesService,
    ProfileEditService,
    ProfileVideoService,
    ProfileListingService,
    ProfileQueriesService,
    ProfileRemovalService,
    ProfileChecksReader,
    VerificationService,
    ReturnedMailService,
  ],
  exports: [
    ProfilesService,
    OwnerProfilesService,
    ProfileEditService,
    ProfileListingService,
    ProfileQueriesService,
    ProfileRemovalService,
    VerificationService,
  ],
})
export class ProfilesModule {}
