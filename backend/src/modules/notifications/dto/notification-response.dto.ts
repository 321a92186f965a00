import { ApiProperty } from '@nestjs/swagger';
import { Notification } from '../entities/notification.entity';

export class NotificationResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, nullable: true }) admin_reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Where the notice leads on the site (a path), or null' }) link!: string | null;
  @ApiProperty() is_read!: boolean;
  @ApiProperty() created_at!: string;

  static from(n: Notification): NotificationResponseDto {
    return {
      id: n.id,
      title: n.title,
      message: n.message,
      admin_reason: n.adminReason,
      link: n.link,
      is_read: n.isRead,
      created_at: n.createdAt.toISOString(),
    };
  }
}

export class NotificationListResponseDto {
  @ApiProperty({ type: [NotificationResponseDto] }) notifications!: NotificationResponseDto[];
  @ApiProperty() unread_count!: number;
}
