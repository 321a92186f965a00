import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AdminForumController } from './admin-forum.controller';
import { ForumReply } from './entities/forum-reply.entity';
import { ForumReport } from './entities/forum-report.entity';
import { ForumRevision } from './entities/forum-revision.entity';
import { ForumThreadMember } from './entities/forum-thread-member.entity';
import { ForumThread } from './entities/forum-thread.entity';
import { ForumEngagementService } from './forum-engagement.service';
import { ForumModerationService } from './forum-moderation.service';
import { ForumPostingRules } from './forum-posting-rules';
import { ForumController } from './forum.controller';
import { ForumRepository } from './forum.repository';
import { ForumService } from './forum.service';

@Module({
  imports: [TypeOrmModule.forFeature([ForumThread, ForumReply, ForumReport, ForumRevision, ForumThreadMember]), AuditModule, NotificationsModule, UsersModule],
  controllers: [ForumController, AdminForumController],
  providers: [ForumRepository, ForumPostingRules, ForumEngagementService, ForumService, ForumModerationService],
})
export class ForumModule {}
