import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** Small services every module may inject. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class CommonModule {}
