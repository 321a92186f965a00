import { ApiProperty } from '@nestjs/swagger';

/** POST /api/profiles/{id}/upload-video. */
export class VideoUploadResponseDto {
  @ApiProperty({ example: 'Video uploaded successfully!' }) message!: string;
  @ApiProperty({ description: 'A published profile goes back to review with its new video' }) requires_review!: boolean;
  @ApiProperty({ example: '/api/media/3f1c…-video.mp4' }) video_url!: string;
}
