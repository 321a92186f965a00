import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { AuditModule } from '../audit/audit.module';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AdminForumController } from './admin-forum.controller';
import { ForumReply } from './entities/forum-reply.entity';
import { ForumReport } from './entities/forum-report.entity';
import { ForumRevision } from './entities/forum-revision.entity';
import { ForumThreadMember } from './entities/forum-thread-member.entity';
import { ForumThread } from './entities/forum-thread.entity';
import { ForumEngagementController } from './forum-engagement.controller';
import { ForumEngagementService } from './forum-engagement.service';
import { ForumModerationService } from './forum-moderation.service';
import { ForumPostingRules } from './forum-posting-rules';
import { ForumSearchRepository } from './forum-search.repository';
import { UnsubscribeTokens } from './forum-unsubscribe-token';
import { ForumController } from './forum.controller';
import { ForumRepository } from './forum.repository';
import { ForumService } from './forum.service';
import { ThreadViewsService } from './thread-views.service';

@Module({
  imports: [TypeOrmModule.forFeature([ForumThread, ForumReply, ForumReport, ForumRevision, ForumThreadMember]), AuditModule, UsersModule, NotificationsModule],
  controllers: [ForumController, ForumEngagementController, AdminForumController],
  providers: [
    ForumRepository,
    ForumSearchRepository,
    ForumPostingRules,
    ForumService,
    ForumModerationService,
    ForumEngagementService,
    ThreadViewsService,
    // Unsubscribe links are signed with a key derived from the app secret (the one sessions are signed with).
    { provide: UnsubscribeTokens, inject: [AppConfig], useFactory: (config: AppConfig) => new UnsubscribeTokens(resolveJwtSecret(config)) },
  ],
  exports: [ForumRepository],
})
export class ForumModule {}
