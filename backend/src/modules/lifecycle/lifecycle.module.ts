import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { NoticesModule } from '../notices/notices.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ListingLifecycleJob } from './listing-lifecycle.job';

@Module({
  imports: [MediaModule, NoticesModule, NotificationsModule, ProfilesModule, PaymentsModule],
  providers: [ListingLifecycleJob],
  exports: [ListingLifecycleJob],
})
export class LifecycleModule {}
