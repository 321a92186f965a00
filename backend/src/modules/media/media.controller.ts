import { pipeline } from 'node:stream';
import { Controller, Get, Headers, Logger, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import rangeParser from 'range-parser';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { CONTENT_TYPES, MEDIA_CACHE_CONTROL, MediaStorage, MediaStorageUnavailableError } from './media-storage';

/** The body of a media answer: the file's bytes, typed by its extension. */
const MEDIA_CONTENT = Object.fromEntries(
  [...new Set(Object.values(CONTENT_TYPES))].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
);

/**
 * The requested byte range (the first of several), 'invalid' when none lies inside the file (416, as for a
 * suffix longer than the file), or undefined for the whole file: no header, a malformed one, another unit.
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | undefined {
  const ranges = header === undefined ? -2 : rangeParser(size, header);
  if (ranges === -1) return 'invalid';
  return ranges === -2 || ranges.type !== 'bytes' ? undefined : ranges[0];
}

@ApiTags('media')
@Controller('media')
export class MediaController {
  private readonly logger = new Logger('Media');

  constructor(private readonly storage: MediaStorage) {}

  @Get(':key')
  @Public()
  @ApiOperation({ summary: 'A stored photo or video (byte ranges supported). Keys never change content: cached for a year.' })
  @ApiOkResponse({ description: 'The file', content: MEDIA_CONTENT })
  @ApiResponse({ status: 206, description: 'The requested byte range of the file', content: MEDIA_CONTENT })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiResponse({ status: 416, type: ErrorBody, description: 'The byte range is outside the file' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'The media storage (an S3 bucket) cannot be reached right now' })
  async get(@Param('key') key: string, @Headers('range') rangeHeader: string | undefined, @Res() res: Response): Promise<void> {
    const size = await this.storage.size(key);
    if (size === undefined) throw new NotFoundException('Media not found');
    const range = parseRange(rangeHeader, size);
    if (range === 'invalid') {
      res.status(416).setHeader('Content-Range', `bytes */${size}`);
      res.json({ statusCode: 416, error: 'Range Not Satisfiable', detail: 'The requested byte range is outside the file' });
      return;
    }
    // Open the file before sending anything: a file deleted since size() answers 404, not a crash;
    // storage that cannot be reached answers 503 (as size() does).
    const stream = await this.storage.open(key, range).catch((error: unknown) => {
      throw error instanceof MediaStorageUnavailableError ? error : new NotFoundException('Media not found');
    });
    res.setHeader('Content-Type', CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      res.setHeader('Content-Length', String(size));
    }
    // pipeline closes the file when the client goes away and ends the response on a read error.
    pipeline(stream, res, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') this.logger.warn({ err: error, key }, 'Media stream ended early');
    });
  }
}
