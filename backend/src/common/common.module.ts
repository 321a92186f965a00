import { Global, Module } from '@nestjs/common';
import { CacheBus } from './cache/cache-bus.service';
import { ContentChanges } from './cache/content-changes';
import { Clock } from './clock';

/** Small services every module may inject. */
@Global()
@Module({ providers: [Clock, CacheBus, ContentChanges], exports: [Clock, CacheBus, ContentChanges] })
export class CommonModule {}
