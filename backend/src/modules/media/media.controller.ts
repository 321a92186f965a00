import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MediaStorage } from './media-storage';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly storage: MediaStorage) {}

  @Get(':key')
  @Public()
  @ApiOperation({ summary: 'A stored photo or video. Keys never change content, so answers are cached for a year.' })
  @ApiOkResponse({ description: 'The file' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async get(@Param('key') key: string, @Res() res: Response): Promise<void> {
    const file = await this.storage.open(key);
    if (!file) throw new NotFoundException('Media not found');
    res.setHeader('Content-Type', CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    file.stream.pipe(res);
  }
}
