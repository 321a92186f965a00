import { Controller, Delete, HttpCode, HttpStatus, NotFoundException, Param, Post, Query, Req, UnprocessableEntityException } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { isUuid } from '../../common/ids';
import { ErrorBody } from '../../common/filters/error-body';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { DELETION_REASON_REQUIRED, ReasonQueryDto } from './dto/update-profile.dto';
import { VideoUploadResponseDto } from './dto/video-upload-response.dto';
import { Profile } from './entities/profile.entity';
import { ProfileVideoService } from './profile-video.service';

@ApiTags('my profiles')
@ApiBearerAuth()
@Controller('profiles')
export class ProfileVideoController {
  constructor(
    private readonly videos: ProfileVideoService,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  private async find(id: string): Promise<Profile | null> {
    return isUuid(id) ? this.dataSource.getRepository(Profile).findOneBy({ id }) : null;
  }

  @Post(':id/upload-video')
  @ApiOperation({
    summary: 'Upload the profile video (owner, after the $7 payment): MP4, MOV, AVI or WEBM by content, at most 50MB and 60 seconds',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { video: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: VideoUploadResponseDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The video is not paid for' })
  @ApiPayloadTooLargeResponse({ type: ErrorBody, description: 'File size exceeds 50MB limit' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'Wrong type, too long, or no file' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async upload(@Param('id') id: string, @Req() req: Request, @CurrentUser() user: User): Promise<VideoUploadResponseDto> {
    const profile = await this.find(id);
    if (!profile || profile.ownerId !== user.id) {
      req.resume();
      throw new NotFoundException('Profile not found');
    }
    return this.videos.upload(profile, req);
  }

  @Delete(':id/video')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete the video (owner; or an admin, with a reason the owner is told). A new video needs a new payment.' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(@Param('id') id: string, @Query() query: ReasonQueryDto, @CurrentUser() user: User): Promise<MessageResponseDto> {
    const profile = await this.find(id);
    const asOwner = profile?.ownerId === user.id;
    if (!profile || (!asOwner && !user.isAdmin)) throw new NotFoundException('Profile not found');
    if (!profile.videoKey && !profile.videoPaid) throw new NotFoundException('This profile has no video');
    if (asOwner) {
      await this.videos.remove(profile);
      return { message: 'Video deleted. Adding a video again needs a new $7 payment.' };
    }
    const why = query.reason?.trim();
    if (!why) throw new UnprocessableEntityException([DELETION_REASON_REQUIRED]);
    await this.videos.remove(profile);
    await this.audit.record(user, { action: 'profile.video_delete', targetType: 'profile', targetId: profile.id, targetLabel: profile.name, reason: why });
    await this.notifications.notify(profile.ownerId, {
      title: 'Your profile video was removed',
      message: `An admin removed the video from ${profile.name}'s profile. Adding a video again needs a new $7 payment.`,
      adminReason: why,
    });
    return { message: 'Video deleted' };
  }
}
