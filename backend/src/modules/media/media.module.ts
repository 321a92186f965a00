import { Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ImageService } from './image.service';
import { MediaController } from './media.controller';
import { LocalMediaStorage, MediaStorage } from './media-storage';
import { MediaSweeper } from './media-sweeper';

/** Files on disk under DATA_DIR/media by default; an S3-compatible bucket with MEDIA_STORAGE=s3. */
function createMediaStorage(config: AppConfig): MediaStorage {
  if (!config.s3Media) return new LocalMediaStorage(config.mediaDir);
  // The AWS SDK is loaded only when it is used: a site on local disk does not pay its start-up time and memory.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3MediaStorage } = require('./s3-media-storage') as typeof import('./s3-media-storage');
  const storage = new S3MediaStorage(config.s3Media);
  new Logger('MediaStorage').log(`Media are kept in the ${storage.describe()}`);
  return storage;
}

@Module({
  controllers: [MediaController],
  providers: [{ provide: MediaStorage, inject: [AppConfig], useFactory: createMediaStorage }, ImageService, MediaSweeper],
  exports: [MediaStorage, ImageService, MediaSweeper],
})
export class MediaModule {}

export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/api/media/${key}` : null;
}
