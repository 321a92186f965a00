import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ImageService } from './image.service';
import { MediaController } from './media.controller';
import { LocalMediaStorage, MediaStorage } from './media-storage';
import { MediaSweeper } from './media-sweeper';

@Module({
  controllers: [MediaController],
  providers: [
    { provide: MediaStorage, inject: [AppConfig], useFactory: (c: AppConfig) => new LocalMediaStorage(c.mediaDir) },
    ImageService,
    MediaSweeper,
  ],
  exports: [MediaStorage, ImageService, MediaSweeper],
})
export class MediaModule {}

export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/api/media/${key}` : null;
}
