import { ApiProperty } from '@nestjs/swagger';
import { ApiEnum } from '../../../common/api-enums';
import type { ForumCategory, ForumContentType, ForumHeld, ForumPostState, ForumReportStatus } from '../forum.enums';

const STATE =
  "visible; awaiting_approval (a new account's post: only its author and admins see it, with its content); " +
  'hidden (reported by several accounts, waiting for an admin: content is empty except for admins); ' +
  'deleted (by its author: content is empty, the thread stays readable)';

const AUTHOR_NAME = 'The part of the author\'s e-mail address before the @ (never the whole address)';

export class ForumCategoryDto {
  @ApiProperty({ ...ApiEnum.ForumCategory }) slug!: ForumCategory;
  @ApiProperty({ example: 'General Discussion' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'integer' }) thread_count!: number;
}

export class ForumThreadDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitized HTML' }) content!: string;
  @ApiProperty({ ...ApiEnum.ForumCategory }) category!: ForumCategory;
  @ApiProperty() is_pinned!: boolean;
  @ApiProperty() is_locked!: boolean;
  @ApiProperty({ format: 'uuid' }) author_id!: string;
  @ApiProperty({ description: AUTHOR_NAME, example: 'writer' }) author_email!: string;
  @ApiProperty({ type: String, nullable: true, description: "The author's account photo" }) author_photo!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'The last reply, or the creation' }) last_activity_at!: string;
  @ApiProperty({ type: 'integer', description: "Replies in the reader's replies list: all but other people's awaiting approval (hidden and deleted ones count)" }) reply_count!: number;
  @ApiProperty({ type: 'integer' }) view_count!: number;
  @ApiProperty({ ...ApiEnum.ForumPostState, description: STATE }) state!: ForumPostState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The author\'s last edit; null when never edited' }) edited_at!: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Signed in, on a thread the reader has opened before: replies since their last visit. Null otherwise.',
  })
  unread_count!: number | null;
}

/** The thread page: the thread, and for a signed-in reader whether they follow it and where their unread replies start. */
export class ForumThreadDetailDto extends ForumThreadDto {
  @ApiProperty({ type: Boolean, nullable: true, description: 'Signed in: whether the reader follows the thread. Null when anonymous.' })
  is_following!: boolean | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The first reply the reader has not read (null: none, or anonymous)' })
  first_unread_reply_id!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The replies page (20 per page) that holds first_unread_reply_id' })
  first_unread_page!: number | null;
}

export class ForumThreadListDto {
  @ApiProperty({ type: [ForumThreadDto] }) threads!: ForumThreadDto[];
  @ApiProperty({ type: 'integer' }) totalPages!: number;
}

export class ForumReplyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) thread_id!: string;
  @ApiProperty({ description: 'Sanitized HTML' }) content!: string;
  @ApiProperty({ format: 'uuid' }) author_id!: string;
  @ApiProperty({ description: AUTHOR_NAME, example: 'writer' }) author_email!: string;
  @ApiProperty({ type: String, nullable: true, description: "The author's account photo" }) author_photo!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ ...ApiEnum.ForumPostState, description: STATE }) state!: ForumPostState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The author\'s last edit; null when never edited' }) edited_at!: string | null;
}

export class ForumReplyListDto {
  @ApiProperty({ type: [ForumReplyDto] }) replies!: ForumReplyDto[];
  @ApiProperty({ type: 'integer' }) totalPages!: number;
}

/** A report in the admin table (admins only: full e-mail addresses). */
export class AdminForumReportDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ ...ApiEnum.ForumContentType }) content_type!: ForumContentType;
  @ApiProperty({ format: 'uuid', description: 'The thread or reply reported' }) content_id!: string;
  @ApiProperty({ format: 'uuid', description: 'The thread to open: the thread reported, or the thread of the reply reported' }) thread_id!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ ...ApiEnum.ForumReportStatus }) status!: ForumReportStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the reporter\'s account is gone' }) reported_by_email!: string | null;
  @ApiProperty({ description: 'The reported content as plain text, cut at 200 characters' }) content_preview!: string;
  @ApiProperty() content_author_email!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** A post held from the public, in the admins' queue on /admin/forum. */
export class AdminForumQueueItemDto {
  @ApiProperty({ ...ApiEnum.ForumContentType }) content_type!: ForumContentType;
  @ApiProperty({ format: 'uuid', description: 'The thread or reply' }) id!: string;
  @ApiProperty({ format: 'uuid' }) thread_id!: string;
  @ApiProperty() thread_title!: string;
  @ApiProperty({ description: 'Sanitized HTML' }) content!: string;
  @ApiProperty({ ...ApiEnum.ForumHeld, description: 'approval: a new account\'s post; reports: hidden after reports from several accounts' })
  held!: ForumHeld;
  @ApiProperty({ type: 'integer', description: 'Pending reports on the post' }) pending_reports!: number;
  @ApiProperty({ format: 'uuid' }) author_id!: string;
  @ApiProperty({ description: 'Full address (admins only)' }) author_email!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** A version of a post that its author's edit replaced (admins only). */
export class ForumRevisionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The thread\'s title then (null for a reply)' }) title!: string | null;
  @ApiProperty({ description: 'Sanitized HTML' }) content!: string;
  @ApiProperty({ format: 'date-time', description: 'When the edit replaced it' }) replaced_at!: string;
}

export class ForumFollowDto {
  @ApiProperty() is_following!: boolean;
}
