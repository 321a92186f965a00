import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { MediaModule } from '../media/media.module';
import { AdminBlogController } from './admin-blog.controller';
import { BlogController } from './blog.controller';
import { BlogRepository } from './blog.repository';
import { BlogService } from './blog.service';
import { BlogPost } from './entities/blog-post.entity';
import { RssController } from './rss.controller';

/** The blog: public reading, the RSS feed, and the admins' writing. AI drafting is its own module (drafting/). */
@Module({
  imports: [TypeOrmModule.forFeature([BlogPost]), AuditModule, MediaModule],
  controllers: [BlogController, AdminBlogController, RssController],
  providers: [BlogRepository, BlogService],
  exports: [BlogService],
})
export class BlogModule {}
