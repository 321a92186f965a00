import { Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { NotificationListResponseDto } from './dto/notification-response.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBody })
@Controller('user/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOkResponse({ type: NotificationListResponseDto })
  list(@CurrentUser() user: User): Promise<NotificationListResponseDto> {
    return this.notifications.list(user);
  }

  @Post('mark-all-read')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponseDto })
  async markAllRead(@CurrentUser() user: User): Promise<MessageResponseDto> {
    const count = await this.notifications.markAllRead(user);
    return { message: `${count} notification${count === 1 ? '' : 's'} marked as read` };
  }

  @Post(':id/mark-read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Marked as read (no body)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not one of your notifications' })
  markRead(@CurrentUser() user: User, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.notifications.markRead(user, id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted (no body)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not one of your notifications' })
  delete(@CurrentUser() user: User, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.notifications.delete(user, id);
  }
}
