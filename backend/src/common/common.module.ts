import { Global, Module } from '@nestjs/common';
import { CacheBus } from './cache/cache-bus.service';
import { Clock } from './clock';

/** Small services every module may inject. */
@Global()
@Module({ providers: [Clock, CacheBus], exports: [Clock, CacheBus] })
export class CommonModule {}
