import { Controller, Delete, HttpCode, HttpStatus, Param, Post, Query, Req } from '@nestjs/common';
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
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { ReasonQueryDto } from './dto/update-profile.dto';
import { VideoUploadResponseDto } from './dto/video-upload-response.dto';
import { ProfileVideoService } from './profile-video.service';

@ApiTags('my profiles')
@ApiBearerAuth()
@Controller('profiles')
export class ProfileVideoController {
  constructor(private readonly videos: ProfileVideoService) {}

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
    return this.videos.upload(id, user, req);
  }

  @Delete(':id/video')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete the video (owner; or an admin, with a reason the owner is told). A new video needs a new payment.' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(@Param('id') id: string, @Query() query: ReasonQueryDto, @CurrentUser() user: User): Promise<MessageResponseDto> {
    return this.videos.remove(id, user, query.reason);
  }
}
